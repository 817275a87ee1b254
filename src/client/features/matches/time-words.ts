import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

const DAY_MS = 86_400_000;

// Calendar days in the viewer's time zone, so "yesterday" means the day before today, not "24
// hours ago"; rounding absorbs a clock change in between.
function calendarDaysBetween(earlier: Date, later: Date): number {
  const start = new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = new Date(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}

/**
 * How recently another collector used Swapsies, in words, e.g. "active today", "active
 * yesterday", "active 3 days ago". A time in the future (clock skew) counts as today.
 */
export function describeLastActive(
  i18n: I18n,
  lastActiveAt: string,
  now: Date = new Date(),
): string {
  const at = new Date(lastActiveAt);
  if (Number.isNaN(at.getTime())) return i18n._(msg`active recently`);
  const days = calendarDaysBetween(at, now);
  if (days <= 0) return i18n._(msg`active today`);
  if (days === 1) return i18n._(msg`active yesterday`);
  return i18n._(msg`active ${plural(days, { one: '# day ago', other: '# days ago' })}`);
}
