import { describe, expect, it } from 'vitest';
import type { PreparedSwap } from '../../../domain/matches/schemas';
import { publicTradeListSchema } from '../../../domain/sharing/trade-lists';
import { decodeTradeList } from '../../../domain/trade/trade-list';
import { shareCollection } from '../../../test/factories';
import { request } from '../../../test/http';
import { useMatchesApp } from '../../../test/matches';

// Decision 028: copies beyond the album's own are offered without a for-trade mark, everywhere
// copies on offer are read (the public list, the in-person trade list, swap matches), unless the
// collector keeps them ("Keep my spares"); copies promised in swaps stay protected.

const { t, newAlbum, collector, matchesOf, propose, stickersOf, fingerprint } = useMatchesApp();

type Who = { cookie: string; collectionId: number; ids: Map<string, number> };

function patchSticker(who: Who, number: string, body: unknown) {
  return request(t.app, 'PATCH', `/api/stickers/${who.ids.get(number)}`, body, who);
}

async function publicForTrade(publicId: string) {
  const response = await request(t.app, 'GET', `/api/public/collections/${publicId}`);
  expect(response.statusCode, response.body).toBe(200);
  return publicTradeListSchema.parse(response.json()).forTrade;
}

/** The codes my in-person trade list (the QR code) offers. */
async function qrOffers(who: Who) {
  const response = await request(
    t.app,
    'POST',
    `/api/collections/${who.collectionId}/trade-code`,
    {},
    who,
  );
  expect(response.statusCode, response.body).toBe(201);
  const list = await decodeTradeList((response.json() as { tradeList: string }).tradeList);
  const codes = [...who.ids.keys()];
  return list.offers.map((index) => codes[index]);
}

/** What `seeker`'s matches say they can get from `owner`. */
async function gettableFrom(seeker: Who, owner: Who) {
  const { matches } = await matchesOf(seeker);
  return matches.find((match) => match.collectionId === owner.collectionId)?.youGet ?? [];
}

describe('spare copies are offered unless kept (decision 028)', () => {
  it('offers copies added to an owned sticker on the public list, the QR list and in matches, and Keep my spares takes them back', async () => {
    const album = await newAlbum({ total: 6 });
    // Owner owns everything (one copy each, nothing marked for trade) but needs 1.
    const owner = await collector(album, { needs: ['1'] });
    // Seeker needs 3 and has spares of 1 to give.
    const seeker = await collector(album, { needs: ['3'], spares: { '1': 2 } });
    const { publicId } = await shareCollection(t.app, owner.cookie, owner.collectionId);
    expect(await publicForTrade(publicId)).toEqual([]);
    expect(await gettableFrom(seeker, owner)).toEqual([]);

    // "I have 3" of sticker 3, as the details sheet's + does (or quick entry's 3x3).
    const three = await patchSticker(owner, '3', { quantity: 3 });
    expect(three.statusCode, three.body).toBe(200);
    expect(three.json()).toMatchObject({
      owned: true,
      forTrade: false,
      quantity: 3,
      keepSpares: false,
    });

    expect(await publicForTrade(publicId)).toEqual([{ number: '3', quantity: 2 }]);
    expect(await qrOffers(owner)).toEqual(['3']);
    expect(await gettableFrom(seeker, owner)).toEqual(['3']);

    const kept = await patchSticker(owner, '3', { keepSpares: true });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ quantity: 3, keepSpares: true, forTrade: false });
    expect(await publicForTrade(publicId)).toEqual([]);
    expect(await qrOffers(owner)).toEqual([]);
    expect(await gettableFrom(seeker, owner)).toEqual([]);

    // Letting go offers them again; the list of stickers says so too.
    const offered = await patchSticker(owner, '3', { keepSpares: false });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(await publicForTrade(publicId)).toEqual([{ number: '3', quantity: 2 }]);
    expect(await gettableFrom(seeker, owner)).toEqual(['3']);
  });

  it('offers a single copy only when marked for trade, as before', async () => {
    const album = await newAlbum({ total: 4 });
    const owner = await collector(album, { needs: ['1'] });
    const { publicId } = await shareCollection(t.app, owner.cookie, owner.collectionId);
    expect(await publicForTrade(publicId)).toEqual([]);
    expect((await patchSticker(owner, '2', { forTrade: true })).statusCode).toBe(200);
    expect(await publicForTrade(publicId)).toEqual([{ number: '2', quantity: 1 }]);
    // Holding it back ends the for-trade mark.
    const kept = await patchSticker(owner, '2', { keepSpares: true });
    expect(kept.json()).toMatchObject({ forTrade: false, keepSpares: true, quantity: 1 });
    expect(await publicForTrade(publicId)).toEqual([]);
  });

  it('keeps a promised copy protected: never offered twice, kept back without breaking the swap, never counted away', async () => {
    const album = await newAlbum({ total: 6 });
    const owner = await collector(album, { needs: ['1'] });
    const partner = await collector(album, { needs: ['3'], spares: { '1': 2 } });
    expect((await patchSticker(owner, '3', { quantity: 2 })).statusCode).toBe(200);

    // The owner proposes: gives one copy of 3 (its one spare), gets 1.
    const proposal = await propose(owner, partner.collectionId);
    expect(proposal.statusCode, proposal.body).toBe(201);
    expect((proposal.json() as PreparedSwap).swap.iGive).toEqual(['3']);
    expect((await stickersOf(owner.collectionId)).get('3')).toMatchObject({
      quantity: 2,
      promised: 1,
    });
    const { publicId } = await shareCollection(t.app, owner.cookie, owner.collectionId);
    // Its one spare is promised: nothing left to offer.
    expect(await publicForTrade(publicId)).toEqual([]);

    // Keeping the spares does not take the promised copy back from the swap.
    const kept = await patchSticker(owner, '3', { keepSpares: true });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ keepSpares: true, promised: 1, quantity: 2 });

    // Counting the promised copy away is refused, and changes nothing.
    const before = await fingerprint();
    const refused = await patchSticker(owner, '3', { quantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: '1 copy of sticker 3 is promised in a swap',
      code: 'PROMISED_COPIES',
    });
    expect(await fingerprint()).toBe(before);
  });

  it('takes keepSpares through the bulk write, and refuses anything but true or false', async () => {
    const album = await newAlbum({ total: 4 });
    const owner = await collector(album, { needs: ['1'], findable: false });
    const bulk = await request(
      t.app,
      'PATCH',
      '/api/stickers/bulk',
      {
        updates: [
          { id: owner.ids.get('2'), data: { quantity: 4 } },
          { id: owner.ids.get('3'), data: { quantity: 4, keepSpares: true } },
        ],
      },
      owner,
    );
    expect(bulk.statusCode, bulk.body).toBe(200);
    const { publicId } = await shareCollection(t.app, owner.cookie, owner.collectionId);
    expect(await publicForTrade(publicId)).toEqual([{ number: '2', quantity: 3 }]);

    const before = await fingerprint();
    const bad = await patchSticker(owner, '2', { keepSpares: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('keepSpares must be true or false');
    expect(await fingerprint()).toBe(before);
  });
});
