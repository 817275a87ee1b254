import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import {
  defaultLocale,
  htmlLang,
  localeCookie,
  matchLocale,
  splitLocalePath,
  type Locale,
} from '../../domain/locale';

/**
 * The client's languages (decision 038). Messages live in one `.po` file per locale and area
 * (lingui.config.ts); Vite compiles each into its own chunk, so only the active locale's
 * messages of the areas a screen needs are ever downloaded.
 */
export type CatalogArea =
  'public' | 'pages' | 'domain' | 'frame' | 'board' | 'social' | 'account' | 'scan';

/**
 * What every page needs: the landing page and the pieces every screen shares. The landing page
 * loads nothing else, for its JavaScript budget (decision 024).
 */
export const landingAreas: CatalogArea[] = ['public'];
/** What the other public pages (How It Works, the blog, the terms…) add: their own words. */
export const publicAreas: CatalogArea[] = [...landingAreas, 'pages'];
/**
 * What the dashboard and the signed-in frame around it show at first paint, whatever area their
 * code is in (lingui.config.ts reads it from the imports): the dashboard loads only these, for its
 * JavaScript budget (decision 024). What it opens on demand brings every signed-in area
 * (`onDemand`), and `catalog-areas.test.ts` checks that nothing it opens comes without them.
 */
export const frameAreas: CatalogArea[] = [...landingAreas, 'frame'];
/** What the other signed-in screens (and the shared list) load, and what opens on demand. */
export const appAreas: CatalogArea[] = [
  ...frameAreas,
  'domain',
  'board',
  'social',
  'account',
  'scan',
];

const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');

async function messagesOf(locale: Locale, area: CatalogArea): Promise<Messages> {
  const importer = catalogs[`../../locales/${locale}/${area}.po`];
  if (!importer) throw new Error(`No ${area} messages for ${locale}`);
  return (await importer()).messages;
}

const loaded = new Set<string>();
/** Every area asked for so far, in any language: a language switch brings them all. */
const wanted = new Set<CatalogArea>();

async function load(locale: Locale, areas: CatalogArea[]) {
  for (const area of areas) wanted.add(area);
  const missing = areas.filter((area) => !loaded.has(`${locale}/${area}`));
  const parts = await Promise.all(missing.map((area) => messagesOf(locale, area)));
  // i18n.load adds to the messages already there for the locale.
  for (const messages of parts) i18n.load(locale, messages);
  for (const area of missing) loaded.add(`${locale}/${area}`);
}

/**
 * An i18n of its own in `locale`, for a page the server renders while it renders others in other
 * languages (the shared trade list, decision 026). Components read their i18n from context
 * (`useLingui`, `<Trans>`), never the global one, so this is the language they render in.
 */
export async function i18nFor(locale: Locale, areas: CatalogArea[] = publicAreas): Promise<I18n> {
  const parts = await Promise.all(areas.map((area) => messagesOf(locale, area)));
  const own = setupI18n();
  for (const messages of parts) own.load(locale, messages);
  own.activate(locale);
  return own;
}

/**
 * Loads `areas` of `locale`, with every area asked for so far (also one a screen began loading in
 * the old language while these came), and makes it the language the app renders in.
 */
export async function activateLocale(locale: Locale, areas: CatalogArea[] = publicAreas) {
  await load(locale, areas);
  for (;;) {
    const missing = [...wanted].filter((area) => !loaded.has(`${locale}/${area}`));
    if (missing.length === 0) break;
    await load(locale, missing);
  }
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(locale);
}

/**
 * Switches to a language the collector chose (the footer, Settings) or their account speaks,
 * and remembers it on this device for the next start: every area the page has loaded so far
 * comes in the new language, with `areas`. Reading a page in a language is no choice: an
 * English public page never pins English.
 */
export async function chooseLocale(locale: Locale, areas: CatalogArea[] = []) {
  await activateLocale(locale, areas);
  rememberLocale(locale);
}

/** Loads the words of a screen or a part that loads on demand, in the active language. */
export const loadAreaMessages = (...areas: CatalogArea[]) => load(currentLocale(), areas);

export const currentLocale = (): Locale => (i18n.locale as Locale | '') || defaultLocale;

const storageKey = 'swapsies.locale';

function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Private mode or storage refused: the next visit asks the browser again.
  }
  rememberLocaleCookie(locale);
}

/** A year: a visitor who chose a language keeps it the next season too. */
const cookieMaxAge = 365 * 24 * 60 * 60;

/**
 * Tells the server the language chosen, so `/` answers in it from now on instead of following the
 * browser's `Accept-Language` (docs/product.md "Languages"): choosing English keeps `/` English.
 */
export function rememberLocaleCookie(locale: Locale) {
  if (typeof document === 'undefined') return;
  document.cookie = `${localeCookie}=${locale}; Path=/; Max-Age=${cookieMaxAge}; SameSite=Lax`;
}

/**
 * The language to open in before the account is known: a public page's or the shared trade
 * list's (`isPublicPage`), by its address prefix (English unprefixed, so the HTML the build or
 * the server wrote in that language hydrates as it is), else the language last used
 * on this device, else the browser's.
 */
export function startLocale(pathname: string, isPublicPage: (path: string) => boolean): Locale {
  const fromPath = splitLocalePath(pathname);
  if (isPublicPage(fromPath.path)) return fromPath.locale;
  let remembered: string | null;
  try {
    remembered = localStorage.getItem(storageKey);
  } catch {
    remembered = null;
  }
  const fromDevice = remembered ? matchLocale(remembered) : undefined;
  if (fromDevice) return fromDevice;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const found = matchLocale(tag);
    if (found) return found;
  }
  return defaultLocale;
}

export { i18n };
