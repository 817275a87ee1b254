import { describe, expect, it } from 'vitest';
import { describePlan } from './plan';

describe('describePlan', () => {
  it('names the free plan without an end date', () => {
    expect(describePlan({ isPro: false, proUntil: null })).toEqual({ label: 'Free', endsOn: null });
  });

  it('shows when Pro ends as a British date', () => {
    expect(describePlan({ isPro: true, proUntil: '2026-06-26T10:00:00.000Z' })).toEqual({
      label: 'Pro',
      endsOn: '26 June 2026',
    });
  });

  it('uses UK time, so a period ending just before midnight UTC in summer shows the next day', () => {
    expect(describePlan({ isPro: true, proUntil: '2026-07-31T23:30:00.000Z' }).endsOn).toBe(
      '1 August 2026',
    );
  });

  it('trusts the server on isPro even when the end date is missing or unreadable', () => {
    expect(describePlan({ isPro: true, proUntil: null })).toEqual({ label: 'Pro', endsOn: null });
    expect(describePlan({ isPro: true, proUntil: 'not a date' }).endsOn).toBeNull();
  });

  it('ignores a stale end date once the server says the user is on the free plan', () => {
    expect(describePlan({ isPro: false, proUntil: '2020-01-01T00:00:00.000Z' }).label).toBe('Free');
  });
});
