import type { Locale } from '../../../domain/locale';

/**
 * The language the signed-in screens should switch to once the account is known (decision 038),
 * or null to stay as they are. The account's language is followed when it is new to this page:
 * the first time the account is read (signed in elsewhere in German, opened here in English),
 * or when it changed since (Settings on this device). Once followed, a language the collector
 * picks on this device afterwards stands until the account's language changes again.
 * Example: `localeToFollow('de', undefined, 'en')` → `'de'`; `localeToFollow('de', 'de', 'fr')`
 * → null.
 */
export function localeToFollow(
  account: Locale,
  lastFollowed: Locale | undefined,
  active: Locale,
): Locale | null {
  if (account === lastFollowed || account === active) return null;
  return account;
}
