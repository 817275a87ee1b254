// No zod here: the first page of every visit loads this (src/client/lib/i18n.ts), and zod's
// core would load with it (decision 024); the schema is in ./account/locale-schema.ts.

/**
 * The languages Swapsies speaks (decision 038). `en` is British English, the product's own
 * words; the others are written for collectors of each country.
 */
export const locales = ['en', 'es', 'pt-BR', 'it', 'de', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language's own name, as its speakers write it (never translated). */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  it: 'Italiano',
  de: 'Deutsch',
  fr: 'Français',
};

/** The `lang` of a page in `locale`: British English for `en`. */
export const htmlLang = (locale: Locale) => (locale === 'en' ? 'en-GB' : locale);

/**
 * The address prefix of the public pages in `locale` (docs/product.md "Languages"): English
 * unprefixed, Brazilian Portuguese under `/pt`.
 */
export const localePrefix = (locale: Locale) =>
  locale === 'en' ? '' : `/${locale === 'pt-BR' ? 'pt' : locale}`;

const byPrefix = new Map(
  locales.filter((l) => l !== 'en').map((l) => [localePrefix(l).slice(1), l] as const),
);

/** The locale a public address names by its prefix, and the address without it. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path);
  const locale = match ? byPrefix.get(match[1]!) : undefined;
  if (!match || !locale) return { locale: 'en', path };
  return { locale, path: match[2] || '/' };
}

/** `path` (unprefixed) as the address of the public page in `locale`. */
export const localePath = (locale: Locale, path: string) =>
  `${localePrefix(locale)}${path === '/' && locale !== 'en' ? '' : path}` || '/';

/** The supported locale a language tag asks for (`pt` and `pt-PT` read Brazilian Portuguese). */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  const exact = locales.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  return locales.find((l) => l.toLowerCase().split('-')[0] === language);
}

/**
 * The best of our locales for an `Accept-Language` header (RFC 9110: tags with q-values), or
 * `undefined` when it names none of them.
 */
export function negotiateLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const asked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((a) => a.q > 0 && a.tag.trim() !== '*')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of asked) {
    const found = matchLocale(tag);
    if (found) return found;
  }
  return undefined;
}

/** Distances read in miles in Britain (and the US), in kilometres elsewhere. */
export const distanceUnit = (locale: Locale): 'mi' | 'km' => (locale === 'en' ? 'mi' : 'km');

/**
 * The cookie that remembers the language a visitor chose or was sent to on their first visit to
 * `/` (docs/product.md "Languages"): the server follows `Accept-Language` only while it is absent,
 * and `en` in it keeps `/` English.
 */
export const localeCookie = 'swapsies_locale';

/** The Open Graph `og:locale` of a page in `locale` (language_TERRITORY). */
export const ogLocale: Record<Locale, string> = {
  en: 'en_GB',
  es: 'es_ES',
  'pt-BR': 'pt_BR',
  it: 'it_IT',
  de: 'de_DE',
  fr: 'fr_FR',
};
