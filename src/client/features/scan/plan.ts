// docs/product.md "Scan": what Confirm would change for each sticker found in a photo, worked
// out before anything is saved, so the list shows exactly what is sent (decision 039).
import {
  MAX_STICKER_QUANTITY,
  type Sticker,
  type StickerPatch,
} from '../../../domain/sticker/sticker';
import { codeKey, type Box, type FoundCode } from './match';

/** One sticker of the result list. */
export interface ScanItem {
  id: number;
  number: string;
  /**
   * What Confirm does, which the list says as "MEX12 — new", "BRA3 — spare (+1)" or "FWC1 —
   * already have 2" (components/scan-results.tsx): `added` copies beyond the first for a new
   * one, the copies added for a spare, the copies held for one already with spares.
   */
  kind: 'new' | 'spare' | 'have';
  count: number;
  /** Ticked when the list opens; the collector can change it before Confirm. */
  ticked: boolean;
  /** Where it is in the photo, one box per copy seen. */
  boxes: Box[];
  /** What Confirm sends for it (when ticked). */
  data: StickerPatch;
}

/**
 * The result list: per sticker found, in album order. A needed sticker becomes owned ("new", with
 * the extra copies seen as spares); one owned once gains the copies seen as spares ("spare
 * (+1)"), sent as an increment so another device's change is kept (decision 016 "Merge rules").
 * One owned with spares already ("already have 2") is listed unticked: a pile of spares scanned
 * again must not grow the count unless the collector says so.
 */
export function planScan(found: readonly FoundCode[], stickers: readonly Sticker[]): ScanItem[] {
  const byKey = new Map(stickers.map((sticker) => [codeKey(sticker.number), sticker]));
  return found.flatMap(({ code, boxes }): ScanItem[] => {
    const sticker = byKey.get(codeKey(code));
    if (!sticker) return [];
    const seen = boxes.length;
    const base = { id: sticker.id, number: sticker.number, boxes };
    if (!sticker.owned) {
      const quantity = Math.min(seen, MAX_STICKER_QUANTITY);
      return [
        {
          ...base,
          kind: 'new',
          count: quantity - 1,
          ticked: true,
          data: quantity > 1 ? { owned: true, quantity } : { owned: true },
        },
      ];
    }
    const room = MAX_STICKER_QUANTITY - sticker.quantity;
    const added = Math.min(seen, room);
    if (added <= 0) {
      return [];
    }
    if (sticker.quantity === 1) {
      return [
        {
          ...base,
          kind: 'spare',
          count: added,
          ticked: true,
          data: { quantityDelta: added },
        },
      ];
    }
    return [
      {
        ...base,
        kind: 'have',
        count: sticker.quantity,
        ticked: false,
        data: { quantityDelta: added },
      },
    ];
  });
}

/** The updates Confirm sends: the ticked items, in album order. */
export function confirmedUpdates(items: readonly ScanItem[]): { id: number; data: StickerPatch }[] {
  return items.filter((item) => item.ticked).map(({ id, data }) => ({ id, data }));
}
