import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { i18n as appI18n } from '../../lib/i18n';
import type { Template } from '../../../domain/collection/collection';

type Searchable = Pick<Template, 'title' | 'publisher' | 'year'>;

/**
 * Whether an album matches what was typed (docs/product.md "Screens", New Collection): every word,
 * in any order, found in its title or publisher, or equal to its year. "cup 26" finds "World Cup
 * 2026"; "panini 2026" finds every 2026 Panini album; "" finds everything.
 */
export function matchesTemplateSearch(template: Searchable, search: string): boolean {
  const haystack = [template.title, template.publisher ?? ''].join(' ').toLocaleLowerCase('en-GB');
  const year = template.year === null ? '' : String(template.year);
  return search
    .trim()
    .toLocaleLowerCase('en-GB')
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word) || year === word);
}

/**
 * The albums Create Collection offers, in two groups: verified albums first, then the community's
 * templates, each in the server's order (decision 021).
 */
export function groupTemplates<T extends Searchable & Pick<Template, 'verified'>>(
  templates: readonly T[],
  search: string,
): { verified: T[]; community: T[] } {
  const shown = templates.filter((template) => matchesTemplateSearch(template, search));
  return {
    verified: shown.filter((template) => template.verified),
    community: shown.filter((template) => !template.verified),
  };
}

/**
 * A verified album's facts in one line, e.g. "Panini · 2026 · 980 stickers · 68 specials".
 */
export function describeAlbum(
  template: Pick<Template, 'publisher' | 'year' | 'totalStickers' | 'specialCount'>,
  i18n: I18n = appI18n,
): string {
  const parts: string[] = [];
  if (template.publisher) parts.push(template.publisher);
  if (template.year !== null) parts.push(String(template.year));
  const count = template.totalStickers;
  parts.push(i18n._(msg({ message: plural(count, { one: '# sticker', other: '# stickers' }) })));
  const specials = template.specialCount;
  if (specials > 0) {
    parts.push(
      i18n._(msg({ message: plural(specials, { one: '# special', other: '# specials' }) })),
    );
  }
  return parts.join(' · ');
}
