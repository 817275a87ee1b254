import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sticker } from '../sticker/sticker';
import { isStorableText } from '../text';
import { decodeBase45, encodeBase45 } from './base45';
import { fitsInQrCode, qrVersionFor } from './qr-capacity';
import {
  albumFingerprint,
  DAMAGED_TRADE_CODE_MESSAGE,
  decodeTradeList,
  encodeTradeList,
  NEWER_TRADE_CODE_MESSAGE,
  NOT_A_TRADE_CODE_MESSAGE,
  numberedAlbumCodes,
  sameAlbum,
  TRADE_LIST_PREFIX,
  TRADE_LIST_VERSION,
  TradeListError,
  tradeListFromStickers,
  type TradeList,
} from './trade-list';

type ListInput = Omit<TradeList, 'version'>;

/** A small deterministic generator, so big albums cost one seed in a property, not 10,000 values. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** Codes of an album with sections, e.g. `00`, `FWC1…FWC19`, `MEX1…MEX20`, in album order. */
function sectionedCodes(size: number, seed: number): string[] {
  const next = random(seed);
  const codes = ['00'];
  let section = 0;
  while (codes.length < size) {
    const prefix = `S${section++}X`;
    const count = 1 + Math.floor(next() * 40);
    for (let i = 1; i <= count && codes.length < size; i++) codes.push(`${prefix}${i}`);
  }
  return codes.slice(0, size);
}

/**
 * Needs and offers over an album: scattered at random densities, or in runs as a collector who
 * opens packets of one section at a time has them.
 */
function listOver(
  size: number,
  seed: number,
  needShare: number,
  offerShare: number,
  runs: boolean,
) {
  const next = random(seed);
  const needs: number[] = [];
  const offers: number[] = [];
  let state = 0;
  for (let i = 0; i < size; i++) {
    if (!runs || next() < 0.1) {
      const x = next();
      state = x < needShare ? 1 : x < needShare + offerShare ? 2 : 0;
    }
    if (state === 1) needs.push(i);
    else if (state === 2) offers.push(i);
  }
  return { needs, offers };
}

const albumArb = fc.record({
  size: fc.oneof(
    fc.integer({ min: 1, max: 30 }),
    fc.integer({ min: 1, max: 1000 }),
    fc.integer({ min: 1, max: 10_000 }),
    fc.constantFrom(1, 700, 10_000),
  ),
  seed: fc.integer(),
  needShare: fc.double({ min: 0, max: 1, noNaN: true }),
  offerShare: fc.double({ min: 0, max: 1, noNaN: true }),
  runs: fc.boolean(),
  sectioned: fc.boolean(),
  templateId: fc.option(fc.integer({ min: 1, max: 2_147_483_647 })),
  username: fc.stringMatching(/^[A-Za-z0-9_.-]{3,30}$/),
  albumName: fc.string({ maxLength: 60, unit: 'grapheme' }).filter((name) => isStorableText(name)),
  madeAtSeconds: fc.integer({ min: 0, max: 4_102_444_800 }),
});

function listFrom(album: AlbumCase): ListInput {
  const codes = album.sectioned
    ? sectionedCodes(album.size, album.seed)
    : numberedAlbumCodes(album.size);
  const offerShare = Math.min(album.offerShare, 1 - album.needShare);
  return {
    templateId: album.templateId,
    albumName: [...album.albumName].slice(0, 40).join(''),
    albumFingerprint: albumFingerprint(codes),
    stickerCount: album.size,
    username: album.username,
    madeAt: album.madeAtSeconds * 1000,
    ...listOver(album.size, album.seed, album.needShare, offerShare, album.runs),
  };
}
type AlbumCase = typeof albumArb extends fc.Arbitrary<infer T> ? T : never;

const sample = (overrides: Partial<ListInput> = {}): ListInput => ({
  templateId: 42,
  albumName: 'World Cup 2026',
  albumFingerprint: albumFingerprint(numberedAlbumCodes(20)),
  stickerCount: 20,
  username: 'sam',
  madeAt: 1_767_225_600_000,
  needs: [0, 1, 2, 10],
  offers: [5, 6, 19],
  ...overrides,
});

/** The payload's bytes after the prefix, and back. */
const bytesOf = (text: string) => decodeBase45(text.slice(TRADE_LIST_PREFIX.length));
const textOf = (bytes: Uint8Array) => TRADE_LIST_PREFIX + encodeBase45(bytes);

async function refusal(text: unknown): Promise<string> {
  try {
    await decodeTradeList(text as string);
  } catch (error) {
    expect(error).toBeInstanceOf(TradeListError);
    return (error as Error).message;
  }
  throw new Error('the payload was accepted');
}

describe('encoding a trade list', () => {
  it('reads back exactly what was written', async () => {
    const text = await encodeTradeList(sample());
    expect(text.startsWith(TRADE_LIST_PREFIX)).toBe(true);
    expect(await decodeTradeList(text)).toEqual({ version: TRADE_LIST_VERSION, ...sample() });
  });

  it('round-trips any needs and offers over albums of 1 to 10,000 codes', async () => {
    await fc.assert(
      fc.asyncProperty(albumArb, async (album) => {
        const list = listFrom(album);
        const text = await encodeTradeList(list);
        expect(text).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
        expect(await decodeTradeList(text)).toEqual({ version: TRADE_LIST_VERSION, ...list });
      }),
      { numRuns: 150 },
    );
  });

  it('keeps madeAt to the second and album names to 40 characters', async () => {
    const list = sample({ madeAt: 1_767_225_600_999, albumName: 'A'.repeat(50) });
    const read = await decodeTradeList(await encodeTradeList(list));
    expect(read.madeAt).toBe(1_767_225_600_000);
    expect(read.albumName).toBe('A'.repeat(40));
  });

  it('sorts and de-duplicates the indices it is given', async () => {
    const read = await decodeTradeList(
      await encodeTradeList(sample({ needs: [10, 0, 0, 2], offers: [19, 5] })),
    );
    expect(read.needs).toEqual([0, 2, 10]);
    expect(read.offers).toEqual([5, 19]);
  });

  it('refuses a list that cannot be right, in words', async () => {
    await expect(encodeTradeList(sample({ offers: [0] }))).rejects.toThrow(
      'A sticker cannot be both needed and on offer',
    );
    await expect(encodeTradeList(sample({ needs: [20] }))).rejects.toThrow(
      'The needs of a trade list must be positions in the album',
    );
    await expect(encodeTradeList(sample({ offers: [-1] }))).rejects.toThrow(TradeListError);
    await expect(encodeTradeList(sample({ offers: [1.5] }))).rejects.toThrow(TradeListError);
    await expect(
      encodeTradeList(sample({ stickerCount: 0, needs: [], offers: [] })),
    ).rejects.toThrow('A trade list is for an album of 1 to 10,000 stickers');
    await expect(encodeTradeList(sample({ stickerCount: 10_001 }))).rejects.toThrow(TradeListError);
    await expect(encodeTradeList(sample({ username: '' }))).rejects.toThrow(TradeListError);
    await expect(encodeTradeList(sample({ username: 'sam\u0007' }))).rejects.toThrow(
      TradeListError,
    );
    await expect(encodeTradeList(sample({ albumFingerprint: 'xyz' }))).rejects.toThrow(
      TradeListError,
    );
    await expect(encodeTradeList(sample({ templateId: 0 }))).rejects.toThrow(TradeListError);
    await expect(encodeTradeList(sample({ madeAt: Number.NaN }))).rejects.toThrow(TradeListError);
  });
});

describe('size', () => {
  const typical = async (size: number, needShare: number, offerShare: number, runs = false) =>
    encodeTradeList({
      templateId: 1234,
      albumName: 'FIFA World Cup 2026 Official Sticker Alb',
      albumFingerprint: albumFingerprint(numberedAlbumCodes(size)),
      stickerCount: size,
      username: 'collector_sam_1234',
      madeAt: 1_767_225_600_000,
      ...listOver(size, 7, needShare, offerShare, runs),
    });

  it('gives a 700-sticker album a small QR code (version 10 or less at level L)', async () => {
    for (const [needShare, offerShare] of [
      [0.9, 0.02], // just started
      [0.5, 0.2], // half way, stickers scattered at random: the hardest case
      [0.2, 0.3], // nearly done, many spares
      [0.05, 0.5],
    ] as const) {
      const text = await typical(700, needShare, offerShare);
      expect(text.length, `${needShare}/${offerShare}`).toBeLessThanOrEqual(395);
      expect(qrVersionFor(text, 'L')).toBeLessThanOrEqual(10);
    }
  });

  it('packs lists in runs much smaller than scattered ones', async () => {
    expect((await typical(700, 0.5, 0.2, true)).length).toBeLessThan(
      (await typical(700, 0.5, 0.2)).length,
    );
    // Nothing yet: the header (album name, username) is nearly all of it.
    expect((await typical(700, 1, 0)).length).toBeLessThan(150);
  });

  it('fits any 10,000-sticker list of a product-rule username in one QR code (version 40, L)', async () => {
    for (const [needShare, offerShare] of [
      [0.5, 0.5],
      [0.5, 0.25],
      [0.2, 0.4],
      [0.05, 0.5],
      [0.9, 0.05],
    ] as const) {
      const text = await typical(10_000, needShare, offerShare);
      expect(fitsInQrCode(text), `${needShare}/${offerShare}: ${text.length}`).toBe(true);
    }
  });
});

describe('decoding refuses what is not a trade list, never crashing', () => {
  it('says a foreign code is not ours', async () => {
    expect(await refusal('https://example.com/')).toBe(NOT_A_TRADE_CODE_MESSAGE);
    expect(await refusal('WIFI:S:home;T:WPA;P:secret;;')).toBe(NOT_A_TRADE_CODE_MESSAGE);
    expect(await refusal('')).toBe(NOT_A_TRADE_CODE_MESSAGE);
    expect(await refusal(undefined)).toBe(NOT_A_TRADE_CODE_MESSAGE);
    expect(await refusal(42)).toBe(NOT_A_TRADE_CODE_MESSAGE);
  });

  it('accepts surrounding spaces and lower case, as a pasted code may have', async () => {
    const text = await encodeTradeList(sample());
    expect(await decodeTradeList(`  ${text}\n`)).toEqual(await decodeTradeList(text));
    expect(await decodeTradeList(text.toLowerCase())).toEqual(await decodeTradeList(text));
  });

  it('says a code from a newer version needs an update, and refuses version 0', async () => {
    const bytes = bytesOf(await encodeTradeList(sample()));
    bytes[0] = TRADE_LIST_VERSION + 1;
    expect(await refusal(textOf(bytes))).toBe(NEWER_TRADE_CODE_MESSAGE);
    bytes[0] = 0;
    expect(await refusal(textOf(bytes))).toBe(DAMAGED_TRADE_CODE_MESSAGE);
  });

  it('refuses an empty payload, unknown flags and characters that are not base45', async () => {
    expect(await refusal(TRADE_LIST_PREFIX)).toBe(DAMAGED_TRADE_CODE_MESSAGE);
    expect(await refusal(`${TRADE_LIST_PREFIX}hello`)).toBe(DAMAGED_TRADE_CODE_MESSAGE);
    expect(await refusal(`${TRADE_LIST_PREFIX}ÄÖÜ`)).toBe(DAMAGED_TRADE_CODE_MESSAGE);
    const bytes = bytesOf(await encodeTradeList(sample()));
    bytes[1] = 0x80;
    expect(await refusal(textOf(bytes))).toBe(DAMAGED_TRADE_CODE_MESSAGE);
  });

  it('refuses every truncation', async () => {
    const list = listFrom({
      size: 700,
      seed: 3,
      needShare: 0.5,
      offerShare: 0.2,
      runs: false,
      sectioned: true,
      templateId: 9,
      username: 'sam',
      albumName: 'Album',
      madeAtSeconds: 1_767_225_600,
    });
    const text = await encodeTradeList(list);
    for (let length = TRADE_LIST_PREFIX.length; length < text.length; length++) {
      expect(await refusal(text.slice(0, length)), `cut at ${length}`).toMatch(
        /damaged or incomplete|not a Swapsies/,
      );
    }
  });

  it('refuses any changed character', async () => {
    const texts = await Promise.all([
      encodeTradeList(sample()),
      encodeTradeList(listFrom({ ...baseCase, size: 10_000 })),
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...texts),
        fc.nat(),
        fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'),
        async (text, at, char) => {
          const index = TRADE_LIST_PREFIX.length + (at % (text.length - TRADE_LIST_PREFIX.length));
          fc.pre(text[index] !== char);
          const changed = text.slice(0, index) + char + text.slice(index + 1);
          expect(await refusal(changed)).toMatch(/damaged or incomplete|newer version/);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('throws nothing but TradeListError on any text after the prefix', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (rest) => {
        await refusal(TRADE_LIST_PREFIX + rest).catch(() => undefined);
      }),
      { numRuns: 300 },
    );
  });

  it('stops inflating a body far larger than any list (a zip bomb)', async () => {
    const zeros = new Uint8Array(1024 * 1024);
    const stream = new Blob([zeros]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    const deflated = new Uint8Array(await new Response(stream).arrayBuffer());
    const bytes = new Uint8Array([TRADE_LIST_VERSION, 1, 0, 0, 0, 0, ...deflated]);
    expect(await refusal(textOf(bytes))).toBe(DAMAGED_TRADE_CODE_MESSAGE);
  });
});

const baseCase: AlbumCase = {
  size: 700,
  seed: 11,
  needShare: 0.4,
  offerShare: 0.3,
  runs: false,
  sectioned: false,
  templateId: 5,
  username: 'alex',
  albumName: 'Premier League 2026',
  madeAtSeconds: 1_767_225_600,
};

describe('building a list from stickers', () => {
  const sticker = (number: string, state: Partial<Sticker> = {}): Sticker => ({
    id: Number(number) || 1,
    number,
    collectionId: 1,
    owned: false,
    forTrade: false,
    isPending: false,
    pendingWith: null,
    isCompleted: false,
    quantity: 1,
    keepSpares: false,
    isNeeded: true,
    promised: 0,
    ...state,
  });

  it('needs what is not owned and offers copies on offer, promised ones excluded', () => {
    const list = tradeListFromStickers({
      templateId: 3,
      albumName: '  World Cup  ',
      username: 'sam',
      madeAt: 1_767_225_600_123,
      stickers: [
        sticker('1'), // needed
        sticker('2', { owned: true, isNeeded: false }), // owned, not for trade
        sticker('3', { owned: true, forTrade: true, quantity: 3, isNeeded: false }), // 2 on offer
        sticker('4', { owned: true, forTrade: true, quantity: 2, promised: 1, isNeeded: false }), // all promised
        sticker('5', { owned: true, forTrade: true, isNeeded: false }), // a single copy offered
        sticker('6', {
          owned: true,
          isPending: true,
          pendingWith: 'x',
          forTrade: true,
          quantity: 2,
        }),
      ],
    });
    expect(list).toEqual({
      templateId: 3,
      albumName: 'World Cup',
      albumFingerprint: albumFingerprint(['1', '2', '3', '4', '5', '6']),
      stickerCount: 6,
      username: 'sam',
      madeAt: 1_767_225_600_000,
      needs: [0],
      offers: [2, 4],
    });
  });

  it('offers spare copies not marked for trade, and none of a sticker kept back (decision 028)', () => {
    const list = tradeListFromStickers({
      templateId: 3,
      albumName: 'World Cup',
      username: 'sam',
      madeAt: 0,
      stickers: [
        sticker('1', { owned: true, quantity: 3, isNeeded: false }), // 2 spare, offered
        sticker('2', { owned: true, quantity: 3, keepSpares: true, isNeeded: false }), // kept
        sticker('3', { owned: true, isNeeded: false }), // the album's own copy
      ],
    });
    expect(list.offers).toEqual([0]);
  });

  it('counts over the album codes when given, so a deleted sticker is neither', () => {
    const list = tradeListFromStickers({
      templateId: 3,
      albumName: 'Album',
      username: 'sam',
      madeAt: 0,
      stickers: [sticker('1'), sticker('3', { owned: true, forTrade: true, isNeeded: false })],
      albumCodes: numberedAlbumCodes(3),
    });
    expect(list.stickerCount).toBe(3);
    expect(list.albumFingerprint).toBe(albumFingerprint(['1', '2', '3']));
    expect(list.needs).toEqual([0]);
    expect(list.offers).toEqual([2]);
  });
});

describe('the album', () => {
  it('fingerprints codes in order, as 8 hex digits', () => {
    expect(albumFingerprint(['1', '2'])).toMatch(/^[0-9a-f]{8}$/);
    expect(albumFingerprint(['1', '2'])).toBe(albumFingerprint(numberedAlbumCodes(2)));
    expect(albumFingerprint(['1', '2'])).not.toBe(albumFingerprint(['2', '1']));
    expect(albumFingerprint(['12'])).not.toBe(albumFingerprint(['1', '2']));
  });

  it('is the same for the same template, codes and size only', () => {
    const a = { templateId: 1, albumFingerprint: 'abcd0123', stickerCount: 700 };
    expect(sameAlbum(a, { ...a })).toBe(true);
    expect(sameAlbum(a, { ...a, templateId: null })).toBe(true);
    expect(sameAlbum(a, { ...a, templateId: 2 })).toBe(false);
    expect(sameAlbum(a, { ...a, albumFingerprint: 'abcd0124' })).toBe(false);
    expect(sameAlbum(a, { ...a, stickerCount: 701 })).toBe(false);
  });
});
