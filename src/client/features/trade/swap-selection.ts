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

const stickers = (n: number) => `${n} ${n === 1 ? 'sticker' : 'stickers'}`;

/**
 * The swap as it stands, in words: "3 for 3, one for one", "You give 4, you get 3", or a gift
 * either way ("You give 2 stickers, get none"); nothing chosen says so.
 */
export function describeSelection({ give, get }: SwapSelection): string {
  if (give.size === 0 && get.size === 0) return 'Tap stickers to choose what to swap';
  if (give.size === get.size) return `${give.size} for ${get.size}, one for one`;
  if (get.size === 0) return `You give ${stickers(give.size)}, get none`;
  if (give.size === 0) return `You get ${stickers(get.size)}, give none`;
  return `You give ${give.size}, you get ${get.size}`;
}
