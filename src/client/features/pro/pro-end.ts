import type { I18n } from '@lingui/core';
import type { PublicUser } from '../../../domain/account/user';

/**
 * The last day of a Pro period, as the account screens write it in the collector's language
 * ("26 June 2026", "26. Juni 2026"), in UK time as the server counts it (decision 038: dates
 * through Intl with the active locale); null on the free plan or without an end date.
 */
export function proEndDate(user: Pick<PublicUser, 'isPro' | 'proUntil'>, i18n: I18n) {
  if (!user.isPro || !user.proUntil) return null;
  const end = new Date(user.proUntil);
  if (Number.isNaN(end.getTime())) return null;
  return i18n.date(end, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
}

/** Pro's price, £9.99 however it is written in the active language (GBP in every locale). */
export function proPriceLabel(pence: number, i18n: I18n) {
  return new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'GBP' }).format(
    pence / 100,
  );
}
