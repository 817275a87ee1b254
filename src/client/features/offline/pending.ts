import type { Sticker } from '../../../domain/sticker/sticker';
import { applyUpdates, removeStickers } from '../stickers/public';
import { pendingChanges } from './outbox';

/**
 * A collection's sticker list as the server last sent it, with the changes still waiting in the
 * outbox laid on top in order. Each change carries the values the collector chose, so laying one
 * on a list that already shows it changes nothing. That holds for copies too: a waiting "one more
 * copy" is laid as the count the collector saw after it (`ShownPatch`), never as +1, so it is not
 * counted twice on a restored list that already shows it, nor on a fresh list the server sent
 * after applying it while its answer was lost. The price (decision 016): until it is saved, such
 * a sticker shows this device's count, not copies another device added meanwhile.
 */
export function withPendingChanges(collectionId: number, stickers: readonly Sticker[]): Sticker[] {
  let list = [...stickers];
  for (const change of pendingChanges(collectionId)) {
    list =
      change.kind === 'update'
        ? applyUpdates(list, change.updates).next
        : removeStickers(list, change.ids).next;
  }
  return list;
}
