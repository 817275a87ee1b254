// docs/product.md "Albums and the catalogue" / decision 021 "Corrected versions": when an admin
// publishes a corrected checklist (or merges a duplicate template into the right album), every
// collection of the album moves onto the new codes by code. This is the one rule for what happens
// to each sticker; the server applies its plan, and a property test checks no state is lost.
import { stickerNumberKey } from '../sticker/quick-entry';
import type { StickerState } from '../sticker/sticker';

/** A sticker as the migration sees it: its printed code, where it is, and its state. */
export interface MigratingSticker extends StickerState {
  id: number;
  number: string;
  position: number;
  promised: number;
  retired: boolean;
}

/** What to do to one collection's stickers. Positions are 1-based album order. */
export interface CollectionMigration {
  /** Stickers kept, with their new code, place and whether they are retired. */
  updates: { id: number; number: string; position: number; retired: boolean }[];
  /** New codes the collection gets, fresh (needed, one copy). */
  inserts: { number: string; position: number }[];
  /** Stickers of removed codes that held nothing: needed, one copy, no trade. */
  deletes: number[];
  /** How many stickers are newly retired (kept although their code was removed). */
  retired: number;
}

/**
 * Whether a sticker holds anything a collector did: owned, offered, extra copies, a trade, a
 * promise. Such a sticker is never deleted by a migration.
 */
export function holdsState(sticker: StickerState & { promised: number }): boolean {
  return (
    sticker.owned ||
    sticker.forTrade ||
    sticker.keepSpares ||
    sticker.isPending ||
    sticker.isCompleted ||
    sticker.pendingWith !== null ||
    sticker.quantity !== 1 ||
    sticker.promised > 0
  );
}

/**
 * Moves one collection from `oldNumbers` to `newNumbers` (both in album order), by code:
 * - a sticker whose code (or its renamed code, `renames` old → new) is in the new album takes
 *   that code's place, its state untouched (a retired sticker whose code comes back returns);
 * - a code new to the album (in neither the old album nor a rename's target) is added fresh;
 *   a code the old album had but the collection had deleted stays deleted;
 * - a sticker of a removed code that holds state is kept, flagged retired, listed after the
 *   album in its old order; one that holds nothing is deleted. Stickers the collection added
 *   itself (never in the album) are kept after the album, not flagged.
 * Codes compare as `stickerNumberKey` does (`mex 1` = `MEX1`). Example: old [1, 2, 3], new
 * [1, 3, 4], sticker 2 owned → 1 and 3 keep places 1 and 2, 4 is added at 3, 2 is retired at 4.
 */
export function planCollectionMigration(input: {
  oldNumbers: readonly string[];
  newNumbers: readonly string[];
  renames?: ReadonlyMap<string, string>;
  stickers: readonly MigratingSticker[];
}): CollectionMigration {
  const newPlace = new Map<string, number>();
  input.newNumbers.forEach((number, index) => {
    newPlace.set(stickerNumberKey(number), index + 1);
  });
  const oldKeys = new Set(input.oldNumbers.map(stickerNumberKey));
  const renames = new Map<string, string>();
  for (const [from, to] of input.renames ?? []) renames.set(stickerNumberKey(from), to);

  const claimed = new Set<number>();
  const updates: CollectionMigration['updates'] = [];
  const leftOver: MigratingSticker[] = [];
  // Album stickers first, in album order, so a code held by two stickers goes to the album's own.
  const ordered = [...input.stickers].sort(
    (a, b) => Number(a.retired) - Number(b.retired) || a.position - b.position || a.id - b.id,
  );
  for (const sticker of ordered) {
    const key = stickerNumberKey(sticker.number);
    const target = renames.get(key) ?? sticker.number;
    const place = newPlace.get(stickerNumberKey(target));
    if (place !== undefined && !claimed.has(place)) {
      claimed.add(place);
      updates.push({
        id: sticker.id,
        number: input.newNumbers[place - 1] ?? target,
        position: place,
        retired: false,
      });
    } else {
      leftOver.push(sticker);
    }
  }

  const inserts: CollectionMigration['inserts'] = [];
  const renameTargets = new Set([...renames.values()].map(stickerNumberKey));
  input.newNumbers.forEach((number, index) => {
    const key = stickerNumberKey(number);
    if (claimed.has(index + 1) || oldKeys.has(key) || renameTargets.has(key)) return;
    inserts.push({ number, position: index + 1 });
  });

  const deletes: number[] = [];
  let after = input.newNumbers.length;
  let retired = 0;
  for (const sticker of leftOver.sort((a, b) => a.position - b.position || a.id - b.id)) {
    const wasInAlbum = sticker.retired || oldKeys.has(stickerNumberKey(sticker.number));
    if (wasInAlbum && !holdsState(sticker)) {
      deletes.push(sticker.id);
      continue;
    }
    after += 1;
    if (wasInAlbum && !sticker.retired) retired += 1;
    updates.push({ id: sticker.id, number: sticker.number, position: after, retired: wasInAlbum });
  }
  return { updates, inserts, deletes, retired };
}

/** What a corrected checklist changes in the album itself, codes in album order. */
export interface ChecklistChanges {
  /** Codes new to the album (not in the old one and not a rename's target). */
  addedCodes: string[];
  /** Old codes gone from the album (not in the new one and not renamed). */
  removedCodes: string[];
  /** Old code → new code, in the old album's order. */
  renamedCodes: { from: string; to: string }[];
}

/**
 * The album-level difference between two checklists, by code as `planCollectionMigration`
 * compares them. Example: old [1, 2, B2], new [1, 3, B3], renames B2 → B3 → added [3],
 * removed [2], renamed [{ from: B2, to: B3 }].
 */
export function diffChecklists(
  oldNumbers: readonly string[],
  newNumbers: readonly string[],
  renames: ReadonlyMap<string, string> = new Map(),
): ChecklistChanges {
  const oldKeys = new Set(oldNumbers.map(stickerNumberKey));
  const newByKey = new Map(newNumbers.map((number) => [stickerNumberKey(number), number]));
  const renameTo = new Map(
    [...renames].map(([from, to]) => [stickerNumberKey(from), stickerNumberKey(to)]),
  );
  const renameTargets = new Set(renameTo.values());
  const renamedCodes: ChecklistChanges['renamedCodes'] = [];
  const removedCodes: string[] = [];
  for (const number of oldNumbers) {
    const key = stickerNumberKey(number);
    const to = renameTo.get(key);
    if (to !== undefined && newByKey.has(to)) {
      renamedCodes.push({ from: number, to: newByKey.get(to)! });
    } else if (!newByKey.has(key)) {
      removedCodes.push(number);
    }
  }
  const addedCodes = newNumbers.filter((number) => {
    const key = stickerNumberKey(number);
    return !oldKeys.has(key) && !renameTargets.has(key);
  });
  return { addedCodes, removedCodes, renamedCodes };
}

/** The most codes a version summary names in each list; the rest are counted. */
export const SUMMARY_CODES_SHOWN = 5;

const listed = (codes: readonly string[]) => {
  const shown = codes.slice(0, SUMMARY_CODES_SHOWN).join(', ');
  const more = codes.length - SUMMARY_CODES_SHOWN;
  return more > 0 ? `${shown} and ${more} more` : shown;
};

const stickerCount = (n: number) => `${n} ${n === 1 ? 'sticker' : 'stickers'}`;

/**
 * One line for the album's version history (docs/product.md "Albums and the catalogue"): the
 * size change and the codes added, removed and renamed, naming up to `SUMMARY_CODES_SHOWN` of each.
 * Example: 980 → 981 stickers, added [FWC20], renamed [B2 → B3] →
 * "980 → 981 stickers. Added FWC20. Renamed B2 → B3."
 */
export function summariseVersion(
  changes: ChecklistChanges,
  size: { before: number; after: number },
): string {
  const parts = [
    size.before === size.after
      ? `${stickerCount(size.after)}, as before.`
      : `${size.before} → ${stickerCount(size.after)}.`,
  ];
  if (changes.addedCodes.length > 0) parts.push(`Added ${listed(changes.addedCodes)}.`);
  if (changes.removedCodes.length > 0) parts.push(`Removed ${listed(changes.removedCodes)}.`);
  if (changes.renamedCodes.length > 0) {
    parts.push(`Renamed ${listed(changes.renamedCodes.map(({ from, to }) => `${from} → ${to}`))}.`);
  }
  if (parts.length === 1) parts.push('No code changed: only sections, specials or notes.');
  return parts.join(' ');
}
