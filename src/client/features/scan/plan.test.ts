import { describe, expect, it } from 'vitest';
import { NEW_STICKER_STATE, type Sticker } from '../../../domain/sticker/sticker';
import { confirmedUpdates, planScan } from './plan';

const box = { x0: 0, y0: 0, x1: 1, y1: 1 };
function album(numbers: string[], changes: Record<string, Partial<Sticker>> = {}): Sticker[] {
  return numbers.map((number, index) => {
    const sticker = {
      ...NEW_STICKER_STATE,
      id: index + 1,
      number,
      collectionId: 1,
      promised: 0,
      ...changes[number],
    };
    return { ...sticker, isNeeded: !sticker.owned };
  });
}

describe('planScan', () => {
  const stickers = album(['MEX12', 'BRA3', 'FWC1'], {
    BRA3: { owned: true },
    FWC1: { owned: true, quantity: 2, forTrade: true },
  });

  it('labels each sticker by what Confirm does to it', () => {
    const items = planScan(
      [
        { code: 'MEX12', boxes: [box] },
        { code: 'BRA3', boxes: [box] },
        { code: 'FWC1', boxes: [box] },
      ],
      stickers,
    );
    // "MEX12 — new", "BRA3 — spare (+1)", "FWC1 — already have 2"
    expect(
      items.map((item) => [item.number, item.kind, item.count, item.ticked, item.data]),
    ).toEqual([
      ['MEX12', 'new', 0, true, { owned: true }],
      ['BRA3', 'spare', 1, true, { quantityDelta: 1 }],
      ['FWC1', 'have', 2, false, { quantityDelta: 1 }],
    ]);
  });

  it('counts every copy seen', () => {
    const items = planScan(
      [
        { code: 'MEX12', boxes: [box, box] },
        { code: 'BRA3', boxes: [box, box] },
      ],
      stickers,
    );
    expect(items.map((item) => [item.kind, item.count, item.data])).toEqual([
      ['new', 1, { owned: true, quantity: 2 }],
      ['spare', 2, { quantityDelta: 2 }],
    ]);
  });

  it('confirms the ticked items only', () => {
    const items = planScan(
      [
        { code: 'MEX12', boxes: [box] },
        { code: 'FWC1', boxes: [box] },
      ],
      stickers,
    );
    expect(confirmedUpdates(items)).toEqual([{ id: 1, data: { owned: true } }]);
    expect(confirmedUpdates(items.map((item) => ({ ...item, ticked: true })))).toHaveLength(2);
  });

  it('never goes past the most copies a sticker holds', () => {
    const full = album(['7'], { '7': { owned: true, quantity: 999 } });
    expect(planScan([{ code: '7', boxes: [box] }], full)).toEqual([]);
  });
});
