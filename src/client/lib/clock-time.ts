const clockTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The time of day something was read, e.g. "14:05", for "showing your lists from 14:05". */
export function formatClockTime(timestamp: number | Date): string {
  return clockTime.format(timestamp);
}
