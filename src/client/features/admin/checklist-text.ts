import { SPECIAL_KINDS, type Specials } from '../../../domain/catalogue/specials';
import type { TemplateDetail } from '../../../domain/catalogue/schemas';
import { parseChecklist } from '../../../domain/catalogue/checklist';
import { formatRanges } from '../../../domain/sharing/ranges';

interface ChecklistSource {
  codes: readonly string[];
  sections: TemplateDetail['sections'] | readonly { title: string; count: number }[];
  specials: Readonly<Specials>;
}

// Codes as the import syntax reads them back: runs written as ranges (`FWC1-FWC19`), or one by one.
const written = (codes: readonly string[], useRanges: boolean) =>
  useRanges
    ? formatRanges(codes.map((number) => ({ number, quantity: 1 }))).join(', ')
    : codes.join(', ');

// The album's codes cut into its sections ("Mexico" → MEX1…MEX20), or one untitled run when the
// sections do not add up to the codes (a community template without sections).
function sectionRuns(album: ChecklistSource): { title: string; codes: string[] }[] {
  const sections = album.sections ?? [];
  const counted = sections.reduce((sum, section) => sum + section.count, 0);
  if (sections.length === 0 || counted !== album.codes.length) {
    return [{ title: '', codes: [...album.codes] }];
  }
  let start = 0;
  return sections.map((section) => {
    const codes = album.codes.slice(start, start + section.count);
    start += section.count;
    return { title: section.title, codes };
  });
}

function codesText(album: ChecklistSource, useRanges: boolean): string {
  return sectionRuns(album)
    .map(({ title, codes }) => {
      const list = written(codes, useRanges);
      return title.trim() ? `${title.trim()}: ${list}` : list;
    })
    .join('\n');
}

function specialsText(album: ChecklistSource, useRanges: boolean): string {
  const order = new Map(album.codes.map((code, index) => [code, index]));
  const byIndex = (a: string, b: string) => (order.get(a) ?? 0) - (order.get(b) ?? 0);
  return SPECIAL_KINDS.flatMap((kind) => {
    const codes = Object.keys(album.specials)
      .filter((code) => album.specials[code] === kind)
      .sort(byIndex);
    return codes.length > 0 ? [`${kind}: ${written(codes, useRanges)}`] : [];
  }).join('\n');
}

const sameSpecials = (a: Readonly<Specials>, b: Readonly<Specials>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([code, kind]) => b[code] === kind);

/**
 * Today's checklist of an album as the admin's import syntax, to start a correction from
 * (docs/product.md "Albums and the catalogue"): `Section: codes` lines rebuilt from `sections` +
 * `codes` and `kind: codes` lines from `specials`, runs written as ranges. The text is read back
 * with the import's own parser; if ranges would not read back to exactly the same album (an odd
 * numbering), the codes are written one by one.
 * Example: sections Intro (2), Mexico (3), codes 00, FWC1, MEX1-MEX3, specials {00: foil} →
 * `{ codes: 'Intro: 00, FWC1\nMexico: MEX1-MEX3', specials: 'foil: 00' }`.
 */
export function checklistText(album: ChecklistSource): { codes: string; specials: string } {
  const readsBack = (text: { codes: string; specials: string }) => {
    const parsed = parseChecklist(text.codes, text.specials);
    return (
      parsed.ok &&
      parsed.numbers.length === album.codes.length &&
      parsed.numbers.every((code, index) => code === album.codes[index]) &&
      sameSpecials(parsed.specials, album.specials)
    );
  };
  const ranged = { codes: codesText(album, true), specials: specialsText(album, true) };
  if (readsBack(ranged)) return ranged;
  return { codes: codesText(album, false), specials: specialsText(album, false) };
}
