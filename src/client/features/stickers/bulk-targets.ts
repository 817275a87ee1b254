import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isInTrade, type Sticker } from '../../../domain/sticker/sticker';
import type { Notice } from './selection';

type Target = { ok: true; ids: number[] } | { ok: false; notice: Notice };

function samePartner(a: string | null, b: string): boolean {
  return a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Bulk complete pending (decision 007): the pending stickers among those shown, or every pending
 * sticker with one partner (named in any case). Nothing to complete gives a notice.
 */
export function completePendingTargets(
  stickers: readonly Pick<Sticker, 'id' | 'isPending' | 'pendingWith'>[],
  i18n: I18n,
  partner?: string,
): Target {
  const ids = stickers
    .filter((sticker) => sticker.isPending)
    .filter((sticker) => partner === undefined || samePartner(sticker.pendingWith, partner))
    .map((sticker) => sticker.id);
  if (ids.length > 0) return { ok: true, ids };
  const title =
    partner === undefined
      ? i18n._(msg`No pending trades found to complete`)
      : i18n._(msg`No pending trades found with ${partner}`);
  return { ok: false, notice: { title } };
}

/** Bulk undo: the chosen stickers that are in a pending or completed trade. */
export function undoTargets(
  chosen: readonly number[],
  stickersById: ReadonlyMap<number, Pick<Sticker, 'isPending' | 'isCompleted'>>,
  i18n: I18n,
): Target {
  const ids = chosen.filter((id) => {
    const sticker = stickersById.get(id);
    return sticker !== undefined && isInTrade(sticker);
  });
  if (ids.length > 0) return { ok: true, ids };
  return { ok: false, notice: { title: i18n._(msg`No trades found to undo`) } };
}
