import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NO_STICKERS_SELECTED_MESSAGE } from '../../../domain/sticker/sticker';

/** Shown when a selection has nothing left to act on, or Select All finds nothing shown. */
export const NO_VALID_STICKERS_MESSAGE = msg`No valid stickers to select`;

export interface Notice {
  title: string;
  description?: string;
}

export type SelectionCheck =
  | { ok: true; ids: number[]; notice: Notice | null }
  | { ok: false; notice: Notice; clearSelection: boolean };

/** Anything that can say whether an id belongs to the collection: a Set of ids, a Map by id. */
export type IdLookup = Pick<ReadonlySet<number>, 'has'>;

function isValidId(id: number, collectionIds: IdLookup): boolean {
  return Number.isInteger(id) && id > 0 && collectionIds.has(id);
}

/**
 * A bulk action needs a selection, and acts only on positive ids of the current
 * collection's stickers; the rest are skipped with a notice. Example: selection {3, -1, 99}
 * in a collection of {3} → ids [3], notice 'Processing 1 valid stickers' / '2 stickers were skipped'.
 */
export function checkSelection(
  selected: Iterable<number>,
  collectionIds: IdLookup,
  i18n: I18n,
): SelectionCheck {
  const chosen = [...selected];
  if (chosen.length === 0) {
    return {
      ok: false,
      notice: { title: i18n._(NO_STICKERS_SELECTED_MESSAGE) },
      clearSelection: false,
    };
  }
  const ids = chosen.filter((id) => isValidId(id, collectionIds));
  if (ids.length === 0) {
    return {
      ok: false,
      notice: { title: i18n._(NO_VALID_STICKERS_MESSAGE) },
      clearSelection: true,
    };
  }
  const skipped = chosen.length - ids.length;
  const notice =
    skipped === 0
      ? null
      : {
          title: i18n._(msg`Processing ${ids.length} valid stickers`),
          description: i18n._(msg`${skipped} stickers were skipped`),
        };
  return { ok: true, ids, notice };
}

/** A copy of the selection with one id added or removed. */
export function toggleInSelection(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}
