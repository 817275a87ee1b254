// The per-album change count the cached matches read as their head (decision 035): it moves with
// every change a ranking depends on, and only with those, so a cached read never needs to look at
// the album's other collections.
import { describe, expect, it } from 'vitest';
import { request } from '../../../test/http';
import { useMatchesApp } from '../../../test/matches';

const { t, query, newAlbum, collector, setFindable, matchesOf } = useMatchesApp();

describe('the album change count behind cached matches', () => {
  async function changesOf(album: { id: number }) {
    const [row] = await query<{ changes: string | number }>(
      'select coalesce(sum(changes), 0) as changes from match_album_changes where template_id = $1',
      [album.id],
    );
    return Number(row!.changes);
  }

  it('counts every change to an opted-in collection, and nothing else', async () => {
    const album = await newAlbum({ total: 4 });
    const otherAlbum = await newAlbum({ total: 4 });
    const hidden = await collector(album, { needs: ['1'], spares: { '4': 2 }, findable: false });
    expect(await changesOf(album)).toBe(0);

    // A collection that is not opted in changes nobody's matches: not counted.
    const patch = (who: typeof hidden, number: string, data: Record<string, unknown>) =>
      request(t.app, 'PATCH', `/api/stickers/${who.ids.get(number)}`, data, who);
    expect((await patch(hidden, '2', { owned: false })).statusCode).toBe(200);
    expect(await changesOf(album)).toBe(0);

    let seen = 0;
    const expectCounted = async (what: string) => {
      const now = await changesOf(album);
      expect(now, what).toBeGreaterThan(seen);
      seen = now;
    };
    expect((await setFindable(hidden, true)).statusCode).toBe(200);
    await expectCounted('opting in');
    expect((await patch(hidden, '3', { owned: false })).statusCode).toBe(200);
    await expectCounted('a sticker change');
    const bulk = await request(
      t.app,
      'PATCH',
      '/api/stickers/bulk',
      { updates: [{ id: hidden.ids.get('3'), data: { owned: true } }] },
      hidden,
    );
    expect(bulk.statusCode, bulk.body).toBe(200);
    await expectCounted('a bulk change');

    // Another album's collector changes nothing here.
    await collector(otherAlbum, { needs: ['1'] });
    expect(await changesOf(album)).toBe(seen);
    expect(await changesOf(otherAlbum)).toBeGreaterThan(0);

    const second = await collector(album, { needs: ['4'], spares: { '1': 2 } });
    await expectCounted('another collector opting in');
    const archived = await request(
      t.app,
      'PATCH',
      `/api/collections/${second.collectionId}/status`,
      { status: 'archived' },
      second,
    );
    expect(archived.statusCode, archived.body).toBe(200);
    await expectCounted('archiving');
    expect((await setFindable(hidden, false)).statusCode).toBe(200);
    await expectCounted('opting out');

    const third = await collector(album, { needs: ['4'], spares: { '1': 2 } });
    await expectCounted('a third collector');
    const deleted = await request(
      t.app,
      'DELETE',
      `/api/collections/${third.collectionId}`,
      undefined,
      third,
    );
    expect(deleted.statusCode, deleted.body).toBe(204);
    await expectCounted('deleting an opted-in collection');
  });

  it('is what a cached ranking is checked against: a version bump alone shows at once', async () => {
    const album = await newAlbum({ total: 4 });
    const me = await collector(album, { needs: ['1'], spares: { '4': 2 } });
    const other = await collector(album, { needs: ['4'], spares: { '1': 2 } });
    expect((await matchesOf(me)).matches.map((m) => m.youGet)).toEqual([['1']]);

    // Their spare is taken away behind the API's back, with only the version bump every write
    // path makes: the trigger counts it, so my next look ranks again.
    await query(
      `update collections set spare_bits = B'0000', version = version + 1 where id = $1`,
      [other.collectionId],
    );
    expect((await matchesOf(me)).matches.map((m) => m.youGet)).toEqual([[]]);
  });
});
