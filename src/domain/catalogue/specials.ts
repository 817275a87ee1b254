// docs/product.md "Albums and the catalogue" / decision 021 "Specials": an album's codes may be
// marked special (foil, shiny, badge, legend); lists mark them and swaps may weigh them.
import * as z from 'zod/mini';

/** The kinds of special sticker an album prints. */
export const SPECIAL_KINDS = ['foil', 'shiny', 'badge', 'legend'] as const;

export const specialKindSchema = z.enum(SPECIAL_KINDS, {
  error: /*i18n*/ 'A special must be foil, shiny, badge or legend',
});
export type SpecialKind = z.infer<typeof specialKindSchema>;

/** What a person reads for each kind. */
export const SPECIAL_LABELS: Record<SpecialKind, string> = {
  foil: /*i18n*/ 'Foil',
  shiny: /*i18n*/ 'Shiny',
  badge: /*i18n*/ 'Badge',
  legend: /*i18n*/ 'Legend',
};

/** An album's specials: printed code → kind, e.g. `{ "00": "foil", "MEX1": "badge" }`. */
export const specialsSchema = z.record(z.string(), specialKindSchema);
export type Specials = z.infer<typeof specialsSchema>;

/** One special is worth this many normal stickers in a swap unless the collector says more. */
export const DEFAULT_SPECIAL_RATIO = 1;

/** The most normal stickers one special may be set to be worth. */
export const MAX_SPECIAL_RATIO = 10;

/** How many normal stickers one special is worth in a swap: a whole number from 1 to 10. */
export const specialRatioSchema = z
  .number({ error: /*i18n*/ 'The specials ratio must be a number' })
  .check(
    z.int({ error: /*i18n*/ 'The specials ratio must be a whole number' }),
    z.gte(1, { error: /*i18n*/ 'The specials ratio must be at least 1' }),
    z.lte(MAX_SPECIAL_RATIO, { error: `The specials ratio can be at most ${MAX_SPECIAL_RATIO}` }),
  );

/** The kind of a code, or undefined for a normal sticker (own keys only: `"constructor"` is normal). */
export function specialKindOf(
  specials: Readonly<Specials> | null | undefined,
  code: string,
): SpecialKind | undefined {
  return specials && Object.hasOwn(specials, code) ? specials[code] : undefined;
}

/**
 * What a sticker is worth in a swap: `ratio` for a special, 1 for any other.
 * Example: `specialWeight({ FWC1: 'foil' }, 3)('FWC1')` → 3, `('7')` → 1.
 */
export function specialWeight(
  specials: Readonly<Specials> | null | undefined,
  ratio: number = DEFAULT_SPECIAL_RATIO,
): (code: string) => number {
  return (code) => (specialKindOf(specials, code) === undefined ? 1 : ratio);
}

/** A code as lists print it: `FWC1 (foil)` for a special, the code alone otherwise. */
export function specialMark(code: string, specials: Readonly<Specials> | null | undefined): string {
  const kind = specialKindOf(specials, code);
  return kind === undefined ? code : `${code} (${kind})`;
}

/** The specials among `codes` only, so a list carries no more than it shows. */
export function specialsAmong(
  specials: Readonly<Specials> | null | undefined,
  codes: Iterable<string>,
): Specials {
  const among: Specials = {};
  for (const code of codes) {
    const kind = specialKindOf(specials, code);
    if (kind !== undefined) among[code] = kind;
  }
  return among;
}
