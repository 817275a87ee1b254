import { describe, expect, it } from 'vitest';
import { dismissalValue, isProBannerDismissed, proBannerStorageKey } from './banner-dismissal';

describe('Pro banner dismissal', () => {
  it('is shown until it has been closed', () => {
    expect(isProBannerDismissed(null, '2026-06-26T10:00:00.000Z')).toBe(false);
  });

  it('stays closed for the Pro period it was closed in', () => {
    const proUntil = '2026-06-26T10:00:00.000Z';
    expect(isProBannerDismissed(dismissalValue(proUntil), proUntil)).toBe(true);
  });

  it('shows again when Pro is renewed to a new end date', () => {
    const stored = dismissalValue('2026-06-26T10:00:00.000Z');
    expect(isProBannerDismissed(stored, '2027-06-26T10:00:00.000Z')).toBe(false);
  });

  it('remembers a dismissal when Pro has no end date', () => {
    expect(isProBannerDismissed(dismissalValue(null), null)).toBe(true);
  });

  it('keeps each user on the browser to their own dismissal', () => {
    expect(proBannerStorageKey(1)).not.toBe(proBannerStorageKey(2));
  });
});
