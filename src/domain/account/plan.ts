import type { PublicUser } from './user';

export interface PlanSummary {
  label: 'Pro' | 'Free';
  /** The last day of Pro in British style, e.g. "26 June 2026"; null on the free plan. */
  endsOn: string | null;
}

// One date style for account screens: day, full month, year, in UK time.
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/**
 * The plan a user is on, for display (Pro lasts while the paid period has not ended,
 * and the server works out `isPro`). Example: `{isPro: true, proUntil: '2026-06-26T10:00:00Z'}`
 * gives `{label: 'Pro', endsOn: '26 June 2026'}`.
 */
export function describePlan(user: Pick<PublicUser, 'isPro' | 'proUntil'>): PlanSummary {
  if (!user.isPro) return { label: 'Free', endsOn: null };
  const end = user.proUntil ? new Date(user.proUntil) : null;
  const isValidEnd = end !== null && !Number.isNaN(end.getTime());
  return { label: 'Pro', endsOn: isValidEnd ? longDate.format(end) : null };
}
