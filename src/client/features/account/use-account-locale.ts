import { useEffect } from 'react';
import { chooseLocale, currentLocale } from '../../lib/i18n';
import type { Locale } from '../../../domain/locale';
import { useUser } from '../session/api';
import { localeToFollow } from './account-locale';

// The account language this page last followed. Kept for the page's life, not a component's: the
// signed-in frame is mounted again with each screen.
let lastFollowed: Locale | undefined;

/** Marks `locale` as the account's language the screens already speak (Settings just set it). */
export function markAccountLocaleFollowed(locale: Locale) {
  lastFollowed = locale;
}

/**
 * The signed-in screens speak the account's language (decision 038): a collector who chose German
 * on the laptop reads German on the phone once signed in there. The choice is remembered on this
 * device too (`chooseLocale`), so the next start opens in it, and signing out keeps it.
 */
export function useAccountLocale() {
  const { user } = useUser();
  const account = user?.locale;
  useEffect(() => {
    if (!account) return;
    const next = localeToFollow(account, lastFollowed, currentLocale());
    lastFollowed = account;
    if (next === null) return;
    // Its words could not load (no signal): this language stays, and the next screen tries again.
    chooseLocale(next).catch(() => {
      if (lastFollowed === account) lastFollowed = undefined;
    });
  }, [account]);
}
