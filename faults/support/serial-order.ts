import type { StickerPatch, StickerState } from '../../src/domain/sticker/sticker';
import { applyStickerPatch } from '../../src/domain/sticker/transitions';
import { sameState } from './sticker-state';

export interface AcknowledgedPatch {
  patch: StickerPatch;
  /** The sticker as the server answered it. */
  answer: StickerState;
  /** When the request was sent and its answer read (one clock, e.g. performance.now()). */
  sentAt: number;
  answeredAt: number;
}

/**
 * Looks for an order of the acknowledged patches to one sticker that, applied one after another
 * from `initial` with the domain's rules, gives every answer the server sent and ends in `final`,
 * and that respects real time: a write answered before another was sent comes first. Such an
 * order proves concurrent writers were serialised (linearizable), with no update lost or applied
 * twice. Returns the order (indexes into `acknowledged`), or undefined when none exists.
 *
 * A depth-first search that only tries writes overlapping the earliest-answered one left (the
 * check of Wing and Gong), remembering dead ends. Throws past `budget` steps rather than guess.
 */
export function findSerialOrder(
  initial: StickerState,
  acknowledged: readonly AcknowledgedPatch[],
  final: StickerState,
  budget = 1_000_000,
): number[] | undefined {
  const order: number[] = [];
  const used = new Array<boolean>(acknowledged.length).fill(false);
  const deadEnds = new Set<string>();
  let steps = 0;

  const search = (state: StickerState, last: number): boolean => {
    if (order.length === acknowledged.length) return sameState(state, final);
    const key = `${used.map(Number).join('')}:${last}`;
    if (deadEnds.has(key)) return false;
    let firstAnswer = Infinity;
    acknowledged.forEach((write, i) => {
      if (!used[i]) firstAnswer = Math.min(firstAnswer, write.answeredAt);
    });
    for (let i = 0; i < acknowledged.length; i += 1) {
      const { patch, answer, sentAt } = acknowledged[i]!;
      if (used[i] || sentAt > firstAnswer) continue;
      steps += 1;
      if (steps > budget) throw new Error('findSerialOrder ran out of budget');
      if (!sameState(applyStickerPatch(state, patch), answer)) continue;
      used[i] = true;
      order.push(i);
      if (search(answer, i)) return true;
      order.pop();
      used[i] = false;
    }
    deadEnds.add(key);
    return false;
  };
  return search(initial, -1) ? [...order] : undefined;
}
