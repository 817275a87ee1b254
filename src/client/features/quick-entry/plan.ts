import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
// Decision 010 "Quick entry": what a typed or pasted list would change, worked out before anything
// is saved, so the preview shows exactly what Apply sends.
import {
  keepsPromisedCopies,
  offeredCopies,
  promisedCopiesWords,
} from '../../../domain/sticker/spares';
import {
  mergeEntries,
  resolveEntries,
  stickerNumberKey,
} from '../../../domain/sticker/quick-entry';
import type {
  ListEntry,
  ParsedStickerText,
  UnreadToken,
} from '../../../domain/sticker/quick-entry';
import {
  isInTrade,
  MAX_STICKER_QUANTITY,
  type Sticker,
  type StickerPatch,
} from '../../../domain/sticker/sticker';
import { applyStickerPatch } from '../../../domain/sticker/transitions';

/** What the listed stickers become. */
export type QuickAction = 'owned' | 'spares' | 'needed';

/** The collector's choice: one action for the whole list, or a posted message's own labels. */
export type QuickChoice = QuickAction | 'labelled';

/** One sticker that Apply changes, with the words the preview lists it by, e.g. "22 (2 spare)". */
export interface PlannedChange {
  id: number;
  number: string;
  label: string;
  data: StickerPatch;
}

export interface PlannedGroup {
  action: QuickAction;
  changes: PlannedChange[];
}

/** A sticker of the album that was listed but is deliberately not changed, and why. */
export interface LeftAlone {
  number: string;
  reason: string;
}

export interface QuickEntryPlan {
  /** The changes by action, each in album order, only those with something in them. */
  groups: PlannedGroup[];
  /** Listed stickers already in the state asked for. */
  unchanged: string[];
  leftAlone: LeftAlone[];
  /** Everything typed that is not a sticker of this album, with the reason. */
  unread: UnreadToken[];
  /** The body of the one bulk call: `{id, data}` per changed sticker, in album order. */
  updates: { id: number; data: StickerPatch }[];
}

/** The most spare copies one sticker can have: one more copy goes in the album. */
export const MAX_SPARE_COPIES = MAX_STICKER_QUANTITY - 1;

// Owned `22x2` = I have 2 (a plain `22` keeps the copies I have). Spares `22x2` = at least two
// copies beyond the album's, so 3 in all (a plain `15` = at least one spare): Spares never lowers
// a count the collector already has, which a list of spares cannot mean to do.
function patchFor(action: QuickAction, count: number, sticker: Sticker): StickerPatch {
  if (action === 'needed') return { owned: false };
  if (action === 'spares') {
    const had = sticker.owned ? sticker.quantity : 0;
    return { owned: true, forTrade: true, quantity: Math.max(had, count + 1) };
  }
  return count > 1 ? { owned: true, quantity: count } : { owned: true };
}

// Every change to copies the collector already has is spelled out ("5: 3 → 2 copies"), so a
// count never changes unseen; a sticker gaining its first copies reads "22 (2 spare)", or as
// owned "22 (3 copies, 2 to swap)": copies beyond the album's own are offered (decision 028), and
// the preview says so.
function labelFor(
  action: QuickAction,
  { number, count }: ListEntry,
  sticker: Sticker,
  next: Sticker,
  i18n: I18n,
) {
  if (sticker.owned && next.owned && next.quantity !== sticker.quantity) {
    const before = sticker.quantity;
    const after = next.quantity;
    return i18n._(msg`${number}: ${before} → ${after} copies`);
  }
  if (count <= 1 || action === 'needed') return number;
  if (action === 'spares') return i18n._(msg`${number} (${count} spare)`);
  const offered = offeredCopies({ ...next, promised: sticker.promised });
  return offered > 0
    ? i18n._(msg`${number} (${count} copies, ${offered} to swap)`)
    : i18n._(msg`${number} (${count} copies)`);
}

function isSameState(a: Sticker, b: Sticker): boolean {
  return (
    a.owned === b.owned &&
    a.forTrade === b.forTrade &&
    a.quantity === b.quantity &&
    a.isPending === b.isPending &&
    a.isCompleted === b.isCompleted &&
    a.pendingWith === b.pendingWith &&
    a.keepSpares === b.keepSpares
  );
}

// Un-owning a traded sticker would erase the trade and the partner's name (decision 007), which a
// pasted list must never do by accident: that is done on the sticker itself.
function tradeReason(sticker: Sticker, i18n: I18n): string {
  const partner = sticker.pendingWith;
  if (sticker.isPending) {
    return partner
      ? i18n._(msg`In a pending trade with ${partner}: undo it on the sticker first`)
      : i18n._(msg`In a pending trade: undo it on the sticker first`);
  }
  return partner
    ? i18n._(msg`In a completed trade with ${partner}: undo it on the sticker first`)
    : i18n._(msg`In a completed trade: undo it on the sticker first`);
}

type Outcome =
  | { kind: 'change'; change: PlannedChange }
  | { kind: 'unchanged' }
  | { kind: 'leftAlone'; reason: string };

function planOne(action: QuickAction, entry: ListEntry, sticker: Sticker, i18n: I18n): Outcome {
  if (action === 'spares' && entry.count > MAX_SPARE_COPIES) {
    return { kind: 'leftAlone', reason: i18n._(msg`At most ${MAX_SPARE_COPIES} spare copies`) };
  }
  if (action === 'needed' && isInTrade(sticker)) {
    return { kind: 'leftAlone', reason: tradeReason(sticker, i18n) };
  }
  const data = patchFor(action, entry.count, sticker);
  const next = applyStickerPatch(sticker, data);
  if (isSameState(sticker, next)) return { kind: 'unchanged' };
  // The server refuses these too (decision 010); saying so now saves a round trip.
  if (!keepsPromisedCopies({ ...next, promised: sticker.promised })) {
    const words = promisedCopiesWords(sticker.number, sticker.promised);
    return { kind: 'leftAlone', reason: i18n._(words.id, words.values) };
  }
  const label = labelFor(action, entry, sticker, next, i18n);
  return { kind: 'change', change: { id: sticker.id, number: sticker.number, label, data } };
}

// The lists a choice acts on. A labelled message under a single action uses both of its lists.
function listsFor(parsed: ParsedStickerText, choice: QuickChoice): [QuickAction, ListEntry[]][] {
  if (choice === 'labelled') {
    return [
      ['needed', parsed.needed],
      ['spares', parsed.forTrade],
    ];
  }
  const entries = parsed.labelled
    ? mergeEntries([...parsed.needed, ...parsed.forTrade])
    : parsed.plain;
  return [[choice, entries]];
}

// A sticker under both Need and For trade in one message: which one is meant is anyone's guess.
function listedTwice(lists: [QuickAction, ListEntry[]][]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const [, entries] of lists) {
    for (const { number } of entries) {
      const key = stickerNumberKey(number);
      if (seen.has(key)) twice.add(key);
      seen.add(key);
    }
  }
  return twice;
}

/**
 * What Apply would do with a parsed list for one choice, against the collection's stickers.
 * Example: `1-3, 22x2` as Spares on a new album → set 1, 2, 3 (quantity 2) and 22 (quantity 3)
 * as owned and for trade; `MEX9` on a numbered album is unread, "Not in this album".
 */
export function planQuickEntry(
  parsed: ParsedStickerText,
  stickers: readonly Sticker[],
  choice: QuickChoice,
  i18n: I18n,
): QuickEntryPlan {
  const byNumber = new Map(stickers.map((sticker) => [sticker.number, sticker]));
  // The preview reads like the album, whatever order the list was typed in.
  const position = new Map(stickers.map((sticker, index) => [sticker.number, index]));
  const inAlbumOrder = (a: string, b: string) => (position.get(a) ?? 0) - (position.get(b) ?? 0);
  const albumNumbers = stickers.map((sticker) => sticker.number);
  const lists = listsFor(parsed, choice);
  const twice = listedTwice(lists);
  const plan: QuickEntryPlan = {
    groups: [],
    unchanged: [],
    leftAlone: [],
    unread: [],
    updates: [],
  };
  const unreadKeys = new Set<string>();
  const addUnread = (token: UnreadToken) => {
    const key = `${stickerNumberKey(token.text)}\n${token.reason}`;
    if (unreadKeys.has(key)) return;
    unreadKeys.add(key);
    plan.unread.push(token);
  };
  parsed.unread.forEach(addUnread);

  for (const [action, listed] of lists) {
    const resolved = resolveEntries(listed, albumNumbers);
    resolved.unread.forEach(addUnread);
    const changes: PlannedChange[] = [];
    for (const entry of resolved.entries) {
      const sticker = byNumber.get(entry.number);
      if (!sticker) continue;
      if (twice.has(stickerNumberKey(entry.number))) {
        if (action === 'spares') {
          plan.leftAlone.push({
            number: entry.number,
            reason: i18n._(msg`Listed under both Need and For trade`),
          });
        }
        continue;
      }
      const outcome = planOne(action, entry, sticker, i18n);
      if (outcome.kind === 'change') changes.push(outcome.change);
      else if (outcome.kind === 'unchanged') plan.unchanged.push(entry.number);
      else plan.leftAlone.push({ number: entry.number, reason: outcome.reason });
    }
    changes.sort((a, b) => inAlbumOrder(a.number, b.number));
    if (changes.length > 0) plan.groups.push({ action, changes });
  }
  plan.unchanged.sort(inAlbumOrder);
  plan.leftAlone.sort((a, b) => inAlbumOrder(a.number, b.number));
  plan.updates = plan.groups.flatMap((group) =>
    group.changes.map((change) => ({ id: change.id, data: change.data })),
  );
  return plan;
}

const GROUP_TITLES: Record<QuickAction, (i18n: I18n, count: number) => string> = {
  owned: (i18n, count) => i18n._(msg`Mark ${count} as owned`),
  spares: (i18n, count) => i18n._(msg`Set ${count} as spares`),
  needed: (i18n, count) => i18n._(msg`Mark ${count} as needed`),
};

/** The preview's heading for a group of changes, e.g. "Mark 12 as owned". */
export function groupTitle(group: PlannedGroup, i18n: I18n): string {
  return GROUP_TITLES[group.action](i18n, group.changes.length);
}

/**
 * Why Apply is disabled, in words the collector can act on, or null when there is something to
 * apply.
 */
export function applyBlocker(text: string, plan: QuickEntryPlan, i18n: I18n): string | null {
  if (plan.updates.length > 0) return null;
  if (text.trim() === '') return i18n._(msg`Type or paste some sticker numbers first`);
  if (plan.unchanged.length > 0 && plan.leftAlone.length === 0) {
    return i18n._(msg`Nothing to change: these stickers are already like that`);
  }
  if (plan.unchanged.length > 0 || plan.leftAlone.length > 0) {
    return i18n._(msg`Nothing can change here`);
  }
  return i18n._(msg`No sticker numbers from this album yet`);
}
