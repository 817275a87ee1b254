import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { useLocation, useRouter, useSearch } from 'wouter';
import {
  htmlLang,
  localeNames,
  localePath,
  locales,
  splitLocalePath,
  type Locale,
} from '../../../domain/locale';
import { chooseLocale, rememberLocaleCookie } from '../../lib/i18n';
import { cn } from '../../lib/cn';
import { hasLocaleAddress } from '../../paths';

/**
 * Switches the app to `locale` at once (the words of every area loaded so far in that language)
 * and remembers the choice on this device and for `/`. Settings reuses it, adding the save to
 * the account (decision 038).
 */
export function useChooseLocale() {
  return useCallback((locale: Locale) => chooseLocale(locale), []);
}

/** The page's address without the router's nesting: `/de/how-it-works` inside `/de`. */
function useFullPath() {
  const [location] = useLocation();
  const { base } = useRouter();
  return `${base ?? ''}${location === '/' && base ? '' : location}` || '/';
}

const itemClass = 'py-2 hover:text-foreground';

/**
 * The footer's languages, each in its own name (docs/product.md "Languages"). On a public page
 * each is a link to the same page in that language (a page of its own, prerendered); in the app,
 * the screen switches in place. Either way the choice is remembered, so a visitor sent to their
 * browser's language on `/` is never trapped in it.
 */
export function LanguageSwitcher() {
  const { _, i18n } = useLingui();
  const choose = useChooseLocale();
  const { locale: pageLocale, path } = splitLocalePath(useFullPath());
  // The shared trade list keeps its query (`?collection=…`) in every language.
  const search = useSearch();
  const query = search ? `?${search}` : '';
  const isPublic = hasLocaleAddress(path);
  const active = (isPublic ? pageLocale : i18n.locale) as Locale;
  return (
    <nav aria-label={_(msg`Language`)} className="flex flex-wrap gap-x-4 gap-y-1">
      {locales.map((locale) => {
        const isActive = locale === active;
        const common = {
          lang: htmlLang(locale),
          className: cn(itemClass, isActive && 'font-semibold text-foreground'),
        };
        return isPublic ? (
          <a
            key={locale}
            {...common}
            href={`${localePath(locale, path)}${query}`}
            hrefLang={htmlLang(locale)}
            aria-current={isActive ? 'page' : undefined}
            onClick={() => rememberLocaleCookie(locale)}
          >
            {localeNames[locale]}
          </a>
        ) : (
          <button
            key={locale}
            type="button"
            {...common}
            aria-pressed={isActive}
            onClick={() => void choose(locale)}
          >
            {localeNames[locale]}
          </button>
        );
      })}
    </nav>
  );
}
