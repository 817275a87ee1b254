import type { Sticker } from '../../../domain/sticker/sticker';
import { applyUpdates, removeStickers } from '../stickers/sticker-cache';
import { pendingChanges } from './outbox';

/**
 * A collection's sticker list as the server last sent it, with the changes still waiting in the
 * outbox laid on top in order. Each change carries the values the collector chose, so laying one
 * on a list that already shows it changes nothing.
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
