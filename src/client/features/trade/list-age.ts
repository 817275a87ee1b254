import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { htmlLang, matchLocale } from '../../../domain/locale';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The Intl language of `i18n`: British English for `en` ("14:32", "Mon 23 Nov"), decision 038. */
const intlLocale = (i18n: I18n) => htmlLang(matchLocale(i18n.locale) ?? 'en');

const clock = (i18n: I18n, at: Date) =>
  new Intl.DateTimeFormat(intlLocale(i18n), { hour: '2-digit', minute: '2-digit' }).format(at);

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/**
 * When a trade list's data was read, for "Your list as of 14:32": the time alone today,
 * "yesterday, 14:32", else the date as well ("Mon 23 Nov, 14:32"), in the reader's language.
 */
export function describeListTime(i18n: I18n, madeAt: number, now: number = Date.now()): string {
  const at = new Date(madeAt);
  const today = new Date(now);
  const time = clock(i18n, at);
  if (sameDay(at, today)) return time;
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  if (sameDay(at, yesterday)) return i18n._(msg`yesterday, ${time}`);
  const date = new Intl.DateTimeFormat(intlLocale(i18n), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(at);
  return `${date}, ${time}`;
}

/** A list older than a day shows its age plainly (their spares may be gone by now). */
export function isListOld(madeAt: number, now: number = Date.now()): boolean {
  return now - madeAt > DAY_MS;
}

/** How old a list is in words, e.g. "30 hours old", "3 days old". */
export function describeListAge(i18n: I18n, madeAt: number, now: number = Date.now()): string {
  const age = Math.max(0, now - madeAt);
  if (age < 2 * DAY_MS) {
    const hours = Math.floor(age / HOUR_MS);
    return i18n._(msg`${plural(hours, { one: '# hour old', other: '# hours old' })}`);
  }
  const days = Math.floor(age / DAY_MS);
  return i18n._(msg`${plural(days, { one: '# day old', other: '# days old' })}`);
}
