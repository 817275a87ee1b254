import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { SwapPlan } from '../../../domain/trade/swap-plan';

/** What a collector has chosen to swap: album-order indices each way. */
export interface SwapSelection {
  give: ReadonlySet<number>;
  get: ReadonlySet<number>;
}

/** The pre-selected one-for-one set of the plan (docs/decisions/017), as a selection. */
export function selectionFromPlan(plan: SwapPlan): SwapSelection {
  return { give: new Set(plan.give), get: new Set(plan.get) };
}

/** The selection with one sticker put in or taken out of one side. */
export function toggleInSelection(
  selection: SwapSelection,
  side: keyof SwapSelection,
  index: number,
): SwapSelection {
  const next = new Set(selection[side]);
  if (next.has(index)) next.delete(index);
  else next.add(index);
  return { ...selection, [side]: next };
}

/** The printed codes of a side's chosen stickers, in album order. */
export function chosenCodes(chosen: ReadonlySet<number>, codes: readonly string[]): string[] {
  return [...chosen].sort((a, b) => a - b).map((index) => codes[index]!);
}

/**
 * The swap as it stands, in words: "3 for 3, one for one", "You give 4, you get 3", or a gift
 * either way ("You give 2 stickers, get none"); nothing chosen says so.
 */
export function describeSelection(i18n: I18n, { give, get }: SwapSelection): string {
  const gives = give.size;
  const gets = get.size;
  if (gives === 0 && gets === 0) return i18n._(msg`Tap stickers to choose what to swap`);
  if (gives === gets) return i18n._(msg`${gives} for ${gets}, one for one`);
  if (gets === 0) {
    return i18n._(
      msg`You give ${plural(gives, { one: '# sticker', other: '# stickers' })}, get none`,
    );
  }
  if (gives === 0) {
    return i18n._(
      msg`You get ${plural(gets, { one: '# sticker', other: '# stickers' })}, give none`,
    );
  }
  return i18n._(msg`You give ${gives}, you get ${gets}`);
}
