import { describe, expect, it } from 'vitest';
import {
  MAX_MATCHES,
  matchesResponseSchema,
  swapSchema,
  type MatchesResponse,
} from '../../../domain/matches/schemas';
import { registerUser } from '../../../test/factories';
import { request } from '../../../test/http';
import { DAY_MS, usernameOf, useMatchesApp } from '../../../test/matches';

// Opting a collection in and out of matches, and the ranked matches it is shown (decision 010).

const { t, query, fingerprint, newAlbum, collector, setFindable, matchesOf, propose, versionOf } =
  useMatchesApp();

describe('opting in and out', () => {
  it('answers the collection with findable, keeps the bits while in and forgets them when out', async () => {
    const album = await newAlbum({ total: 6 });
    const me = await collector(album, { needs: ['2', '5'], spares: { '3': 2 }, findable: false });
    const optIn = await setFindable(me, true);
    expect(optIn.statusCode).toBe(200);
    expect(optIn.json()).toEqual({
      id: me.collectionId,
      userId: me.user.id,
      templateId: album.id,
      status: 'active',
      isPublic: false,
      circleOnly: false,
      publicUrl: null,
      findable: true,
      template: { title: album.title, totalStickers: 6 },
    });
    const bits = () =>
      query<{ need: string | null; spare: string | null; findable: boolean }>(
        `select need_bits::text as need, spare_bits::text as spare, findable
         from collections where id = $1`,
        [me.collectionId],
      );
    expect(await bits()).toEqual([{ need: '010010', spare: '001000', findable: true }]);

    const optOut = await setFindable(me, false);
    expect(optOut.statusCode).toBe(200);
    expect(optOut.json().findable).toBe(false);
    expect(await bits()).toEqual([{ need: null, spare: null, findable: false }]);
    expect(await matchesOf(me)).toEqual({
      findable: false,
      circleOnly: false,
      matches: [],
      swaps: [],
    });
  });

  it('bumps the version, refuses someone else’s collection (404) and opting in an archived one (409)', async () => {
    const album = await newAlbum({ total: 4 });
    const me = await collector(album, { findable: false });
    const before = await versionOf(me.collectionId);
    await setFindable(me, true);
    expect(await versionOf(me.collectionId)).toBeGreaterThan(before);

    const stranger = await registerUser(t.app);
    const snapshot = await fingerprint();
    const foreign = await setFindable({ ...stranger, collectionId: me.collectionId }, false);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Collection not found', code: 'NOT_FOUND' });
    const missing = await setFindable({ ...me, collectionId: 2_000_000_000 }, true);
    expect(missing.statusCode).toBe(404);
    const bad = await request(
      t.app,
      'PATCH',
      `/api/collections/${me.collectionId}/matching`,
      { findable: 'yes' },
      me,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'findable must be true or false',
      code: 'VALIDATION_FAILED',
      field: 'findable',
    });
    expect(await fingerprint()).toBe(snapshot);

    await setFindable(me, false);
    const archived = await request(
      t.app,
      'PATCH',
      `/api/collections/${me.collectionId}/status`,
      { status: 'archived' },
      me,
    );
    expect(archived.statusCode).toBe(200);
    const archivedSnapshot = await fingerprint();
    const refused = await setFindable(me, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This collection is archived, so it cannot be found for swaps',
      code: 'COLLECTION_ARCHIVED',
    });
    expect(await fingerprint()).toBe(archivedSnapshot);
    // Leaving is always allowed.
    expect((await setFindable(me, false)).statusCode).toBe(200);
  });

  it('needs a session and a valid id', async () => {
    const noSession = await request(t.app, 'PATCH', '/api/collections/1/matching', {
      findable: true,
    });
    expect(noSession.statusCode).toBe(401);
    const me = await registerUser(t.app);
    const badId = await request(t.app, 'GET', '/api/collections/abc/matches', undefined, me);
    expect(badId.statusCode).toBe(400);
  });
});

describe('matches', () => {
  it('ranks mutual first, then one-for-one swaps, then stickers, then activity, then id', async () => {
    const album = await newAlbum({ total: 12 });
    // I need 1–6 and have 7–12 spare.
    const me = await collector(album, {
      needs: ['1', '2', '3', '4', '5', '6'],
      spares: { '7': 2, '8': 2, '9': 2, '10': 2, '11': 2, '12': 2 },
    });
    const mutual22 = await collector(album, { needs: ['7', '8'], spares: { '1': 2, '2': 2 } });
    const mutual13 = await collector(album, {
      needs: ['7', '8', '9'],
      spares: { '3': 3 },
    });
    const oneWayGet5 = await collector(album, {
      spares: { '1': 2, '2': 2, '3': 2, '4': 2, '5': 2 },
    });
    const oneWayGive1 = await collector(album, { needs: ['12'] });
    const mutual22Older = await collector(album, {
      needs: ['9', '10'],
      spares: { '3': 2, '4': 2 },
    });
    const mutual22OlderTwin = await collector(album, {
      needs: ['9', '10'],
      spares: { '3': 2, '4': 2 },
    });
    const hoursAgo = (hours: number) => new Date(t.clock.now().getTime() - hours * 3_600_000);
    await query('update users set last_active_at = $1 where id = $2', [
      hoursAgo(5),
      mutual22Older.user.id,
    ]);
    await query('update users set last_active_at = $1 where id = $2', [
      hoursAgo(5),
      mutual22OlderTwin.user.id,
    ]);

    const response = await matchesOf(me);
    expect(matchesResponseSchema.parse(response)).toEqual(response);
    expect(response.findable).toBe(true);
    expect(response.matches.map((m) => m.collectionId)).toEqual([
      mutual22.collectionId,
      mutual22Older.collectionId,
      mutual22OlderTwin.collectionId,
      mutual13.collectionId,
      oneWayGet5.collectionId,
      oneWayGive1.collectionId,
    ]);
    expect(response.matches[0]).toEqual({
      collectionId: mutual22.collectionId,
      username: usernameOf(mutual22),
      lastActiveAt: t.clock.now().toISOString(),
      mutual: true,
      youGet: ['1', '2'],
      youGive: ['7', '8'],
      distance: null,
      swapsDone: 0,
      swapProblems: 0,
    });
    expect(response.matches[1]!.lastActiveAt).toBe(hoursAgo(5).toISOString());
    expect(response.matches.map((m) => [m.mutual, m.youGet, m.youGive])).toEqual([
      [true, ['1', '2'], ['7', '8']],
      [true, ['3', '4'], ['9', '10']],
      [true, ['3', '4'], ['9', '10']],
      [true, ['3'], ['7', '8', '9']],
      [false, ['1', '2', '3', '4', '5'], []],
      [false, [], ['12']],
    ]);
  });

  it('never shows a collection not opted in, archived, my own, idle, of another album or with nothing to swap', async () => {
    const album = await newAlbum({ total: 6 });
    const me = await collector(album, { needs: ['1', '2'], spares: { '6': 2 } });
    const visible = await collector(album, { needs: ['6'], spares: { '1': 2 } });
    await collector(album, { needs: ['6'], spares: { '1': 2 }, findable: false });
    const archived = await collector(album, { needs: ['6'], spares: { '1': 2 } });
    await request(
      t.app,
      'PATCH',
      `/api/collections/${archived.collectionId}/status`,
      { status: 'archived' },
      archived,
    );
    // My own second collection of the album.
    await collector(album, { needs: ['6'], spares: { '1': 2 } }, me);
    const idle = await collector(album, { needs: ['6'], spares: { '1': 2 } });
    await query('update users set last_active_at = $1 where id = $2', [
      new Date(t.clock.now().getTime() - 31 * DAY_MS),
      idle.user.id,
    ]);
    const justActive = await collector(album, { needs: ['6'], spares: { '2': 2 } });
    await query('update users set last_active_at = $1 where id = $2', [
      new Date(t.clock.now().getTime() - 29 * DAY_MS),
      justActive.user.id,
    ]);
    await collector(album, { needs: ['3'], spares: { '4': 2 } });
    const otherAlbum = await newAlbum({ total: 6 });
    await collector(otherAlbum, { needs: ['6'], spares: { '1': 2 } });

    const response = await matchesOf(me);
    expect(response.matches.map((m) => m.collectionId)).toEqual([
      visible.collectionId,
      justActive.collectionId,
    ]);
    // Swap proposals refuse the same pairs.
    const snapshot = await fingerprint();
    for (const other of [archived, idle]) {
      const refused = await propose(me, other.collectionId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('NOT_FOUND');
    }
    expect(await fingerprint()).toBe(snapshot);
  });

  it('shows only usernames and sticker numbers: exact key sets, nothing private', async () => {
    const album = await newAlbum({ total: 4 });
    const me = await collector(album, { needs: ['1'], spares: { '4': 2 } });
    const other = await collector(album, { needs: ['4'], spares: { '1': 2 } });
    await query(`update users set first_name = 'Secretname' where id = $1`, [other.user.id]);
    // The other collector has a pending trade with someone: that name must not leak either.
    await request(
      t.app,
      'PATCH',
      `/api/stickers/${other.ids.get('2')}`,
      { isPending: true, pendingWith: 'Privatepartner' },
      other,
    );
    const third = await collector(album, { needs: ['4'], spares: { '1': 2 } });
    const proposed = await propose(third, me.collectionId);
    expect(proposed.statusCode).toBe(201);

    const raw = await request(
      t.app,
      'GET',
      `/api/collections/${me.collectionId}/matches`,
      undefined,
      me,
    );
    const body = raw.json() as MatchesResponse;
    expect(Object.keys(body).sort()).toEqual(['circleOnly', 'findable', 'matches', 'swaps']);
    for (const match of body.matches) {
      expect(Object.keys(match).sort()).toEqual([
        'collectionId',
        'distance',
        'lastActiveAt',
        'mutual',
        'swapProblems',
        'swapsDone',
        'username',
        'youGet',
        'youGive',
      ]);
    }
    expect(body.swaps).toHaveLength(1);
    expect(Object.keys(body.swaps[0]!).sort()).toEqual(Object.keys(swapSchema.shape).sort());
    for (const secret of [
      'Secretname',
      'Privatepartner',
      '@example.com',
      `"userId"`,
      `"email"`,
      `"firstName"`,
      `"partnerId"`,
      `"proposerId"`,
    ]) {
      expect(raw.body).not.toContain(secret);
    }
    // The third collector's offer is promised to me now, so only the other one still matches.
    expect(body.matches.map((m) => m.username)).toEqual([usernameOf(other)]);
    expect(body.swaps[0]!.partnerUsername).toBe(usernameOf(third));
  });

  it('names the album’s own codes in album order', async () => {
    const album = await newAlbum({
      codes: ['00', 'FWC1', 'FWC2', 'MEX1', 'MEX2', 'MEX10', 'ARG1'],
    });
    const [row] = await query<{ numbers: string[] }>(
      'select numbers from collection_templates where id = $1',
      [album.id],
    );
    // Sections keep the order given; codes sort naturally within one.
    expect(row!.numbers).toEqual(['00', 'ARG1', 'FWC1', 'FWC2', 'MEX1', 'MEX2', 'MEX10']);
    const me = await collector(album, {
      needs: ['00', 'MEX2', 'ARG1'],
      spares: { FWC2: 2, MEX10: 3 },
    });
    const other = await collector(album, {
      needs: ['FWC2', 'MEX10', 'MEX1'],
      spares: { ARG1: 2, '00': 2 },
    });
    const [match] = (await matchesOf(me)).matches;
    expect(match).toMatchObject({
      collectionId: other.collectionId,
      mutual: true,
      youGet: ['00', 'ARG1'],
      youGive: ['FWC2', 'MEX10'],
    });
    const [mirror] = (await matchesOf(other)).matches;
    expect(mirror).toMatchObject({ youGet: ['FWC2', 'MEX10'], youGive: ['00', 'ARG1'] });
  });

  it('follows sticker writes made through the sticker API', async () => {
    const album = await newAlbum({ total: 5 });
    const me = await collector(album, { needs: ['1', '2'], spares: { '5': 2 } });
    const other = await collector(album, { needs: ['5'], spares: { '1': 2, '2': 2 } });
    expect((await matchesOf(me)).matches[0]).toMatchObject({
      youGet: ['1', '2'],
      youGive: ['5'],
    });

    // I get sticker 1 elsewhere, and they keep their spares of 2 (decision 028): only my 5 for
    // nothing is left.
    await request(t.app, 'PATCH', `/api/stickers/${me.ids.get('1')}`, { owned: true }, me);
    await request(
      t.app,
      'PATCH',
      `/api/stickers/${other.ids.get('2')}`,
      { keepSpares: true },
      other,
    );
    expect((await matchesOf(me)).matches[0]).toMatchObject({
      mutual: false,
      youGet: [],
      youGive: ['5'],
    });

    // They get my 5 elsewhere: no match left at all.
    await request(
      t.app,
      'PATCH',
      '/api/stickers/bulk',
      { updates: [{ id: other.ids.get('5'), data: { owned: true } }] },
      other,
    );
    expect((await matchesOf(me)).matches).toEqual([]);
  });

  it('answers a repeat from its cache, yet follows every change of the other side at once', async () => {
    const album = await newAlbum({ total: 4 });
    const me = await collector(album, { needs: ['1'], spares: { '4': 2 } });
    const other = await collector(album, { needs: ['4'], spares: { '1': 2 } });
    const version = await versionOf(me.collectionId);
    expect((await matchesOf(me)).matches).toHaveLength(1);
    expect(await matchesOf(me)).toEqual(await matchesOf(me));

    // Only their side changes (my version stays): each change shows on my next look.
    const offer = (offered: boolean) =>
      request(
        t.app,
        'PATCH',
        `/api/stickers/${other.ids.get('1')}`,
        { keepSpares: !offered },
        other,
      );
    await offer(false);
    expect((await matchesOf(me)).matches[0]).toMatchObject({ youGet: [], youGive: ['4'] });
    await offer(true);
    const third = await collector(album, { needs: ['4'], spares: { '1': 2 } });
    const [first, second] = (await matchesOf(me)).matches;
    expect(first).toMatchObject({ collectionId: other.collectionId, youGet: ['1'] });
    expect(second).toMatchObject({ collectionId: third.collectionId, youGet: ['1'] });

    // They opt out, archive, or delete: gone from my next look.
    expect((await setFindable(other, false)).statusCode).toBe(200);
    expect((await matchesOf(me)).matches.map((m) => m.collectionId)).toEqual([third.collectionId]);
    const archived = await request(
      t.app,
      'PATCH',
      `/api/collections/${third.collectionId}/status`,
      { status: 'archived' },
      third,
    );
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await matchesOf(me)).matches).toEqual([]);
    expect(await versionOf(me.collectionId)).toBe(version);
  });

  it(`lists at most ${MAX_MATCHES}`, async () => {
    const album = await newAlbum({ total: 3 });
    const me = await collector(album, { needs: ['1'], spares: { '3': 2 } });
    for (let i = 0; i < MAX_MATCHES + 2; i += 1) {
      await collector(album, { needs: ['3'], spares: { '1': 2 } });
    }
    expect((await matchesOf(me)).matches).toHaveLength(MAX_MATCHES);
  });

  it('is 404 for someone else’s collection or a missing one', async () => {
    const album = await newAlbum({ total: 3 });
    const me = await collector(album, { needs: ['1'] });
    const stranger = await registerUser(t.app);
    for (const [who, id] of [
      [stranger, me.collectionId],
      [me, 2_000_000_000],
    ] as const) {
      const response = await request(
        t.app,
        'GET',
        `/api/collections/${id}/matches`,
        undefined,
        who,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Collection not found', code: 'NOT_FOUND' });
    }
  });
});
