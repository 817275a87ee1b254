import { describe, expect, it } from 'vitest';
import { NEW_STICKER_STATE, type StickerPatch } from '../src/domain/sticker/sticker';
import { applyStickerPatch } from '../src/domain/sticker/transitions';
import { pick, seededRandom } from './support/random';
import { findSerialOrder, type AcknowledgedPatch } from './support/serial-order';

// The checker the two-instance race relies on must be able to say no, and say it quickly.

const forTrade = { forTrade: true, quantity: 1 };
const pending = { isPending: true, pendingWith: 'Alex', quantity: 2 };
const at = (sentAt: number, answeredAt: number) => ({ sentAt, answeredAt });

/** `count` writes applied in order, each in flight alongside the next few (times overlap). */
function overlappingWrites(count: number, seed: number) {
  const random = seededRandom(seed);
  const kinds: StickerPatch[] = [
    { owned: true },
    { owned: false },
    { forTrade: true },
    { isPending: true, pendingWith: 'Sam' },
    { isCompleted: true },
    { isCompleted: false },
  ];
  let state = NEW_STICKER_STATE;
  const writes: AcknowledgedPatch[] = [];
  for (let i = 0; i < count; i += 1) {
    const patch = { ...pick(random, kinds), quantity: 1 + (i % 3) };
    state = applyStickerPatch(state, patch);
    writes.push({ patch, answer: state, ...at(i, i + 4) });
  }
  return { writes, final: state };
}

describe('the serial-order check', () => {
  it('finds the order in which two concurrent writes were applied', () => {
    const first = applyStickerPatch(NEW_STICKER_STATE, forTrade);
    const second = applyStickerPatch(first, pending);
    const answers = [
      { patch: pending, answer: second, ...at(0, 10) },
      { patch: forTrade, answer: first, ...at(1, 5) },
    ];
    expect(findSerialOrder(NEW_STICKER_STATE, answers, second)).toEqual([1, 0]);
  });

  it('finds none when a write was computed from a stale state (a lost update)', () => {
    const first = applyStickerPatch(NEW_STICKER_STATE, forTrade);
    const stale = applyStickerPatch(NEW_STICKER_STATE, pending);
    const answers = [
      { patch: forTrade, answer: first, ...at(0, 10) },
      { patch: pending, answer: stale, ...at(1, 11) },
    ];
    expect(findSerialOrder(NEW_STICKER_STATE, answers, stale)).toBeUndefined();
  });

  it('finds none that goes against real time', () => {
    const first = applyStickerPatch(NEW_STICKER_STATE, forTrade);
    const second = applyStickerPatch(first, pending);
    // The pending write was answered before the for-trade one was even sent.
    const answers = [
      { patch: pending, answer: second, ...at(0, 1) },
      { patch: forTrade, answer: first, ...at(2, 3) },
    ];
    expect(findSerialOrder(NEW_STICKER_STATE, answers, second)).toBeUndefined();
  });

  it('finds none when the stored state is not where the answers lead', () => {
    const first = applyStickerPatch(NEW_STICKER_STATE, forTrade);
    const answers = [{ patch: forTrade, answer: first, ...at(0, 1) }];
    expect(findSerialOrder(NEW_STICKER_STATE, answers, NEW_STICKER_STATE)).toBeUndefined();
  });

  it('settles 60 overlapping writes quickly, whether an order exists or not', () => {
    const { writes, final } = overlappingWrites(60, 11);
    const random = seededRandom(3);
    const shuffled = [...writes].sort(() => random() - 0.5);
    expect(findSerialOrder(NEW_STICKER_STATE, shuffled, final)).toBeDefined();

    // Proving that no order exists means trying them all: it must be quick too.
    const elsewhere = { ...final, quantity: 999 };
    expect(findSerialOrder(NEW_STICKER_STATE, shuffled, elsewhere)).toBeUndefined();
  });
});
