import { formatClockTime } from '../../lib/clock-time';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/**
 * When a trade list's data was read, for "Your list as of 14:32": the time alone today,
 * "yesterday, 14:32", else the date as well ("Mon 23 Nov, 14:32").
 */
export function describeListTime(madeAt: number, now: number = Date.now()): string {
  const at = new Date(madeAt);
  const today = new Date(now);
  if (sameDay(at, today)) return formatClockTime(at);
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  if (sameDay(at, yesterday)) return `yesterday, ${formatClockTime(at)}`;
  return `${day.format(at)}, ${formatClockTime(at)}`;
}

/** A list older than a day shows its age plainly (their spares may be gone by now). */
export function isListOld(madeAt: number, now: number = Date.now()): boolean {
  return now - madeAt > DAY_MS;
}

/** How old a list is in words, e.g. "30 hours old", "3 days old". */
export function describeListAge(madeAt: number, now: number = Date.now()): string {
  const age = Math.max(0, now - madeAt);
  if (age < 2 * DAY_MS) {
    const hours = Math.floor(age / HOUR_MS);
    return hours === 1 ? '1 hour old' : `${hours} hours old`;
  }
  return `${Math.floor(age / DAY_MS)} days old`;
}
