/** The localStorage key that remembers one user's dismissal of the Pro banner. */
export function proBannerStorageKey(userId: number): string {
  return `swapsies:pro-banner-dismissed:${userId}`;
}

// What is stored is the Pro end date the banner congratulated on, so a renewal (a new end date)
// is congratulated again, while closing it keeps it closed for that Pro period on this browser.
const NO_END_DATE = 'no-end-date';

/** The value to store when a user closes the banner during the Pro period ending `proUntil`. */
export function dismissalValue(proUntil: string | null): string {
  return proUntil ?? NO_END_DATE;
}

/** Whether a stored dismissal of the Pro banner covers this Pro period. */
export function isProBannerDismissed(stored: string | null, proUntil: string | null): boolean {
  return stored !== null && stored === dismissalValue(proUntil);
}

/** Reads a dismissal; storage that is blocked or full (private mode) simply shows the banner. */
export function readProBannerDismissal(userId: number): string | null {
  try {
    return window.localStorage.getItem(proBannerStorageKey(userId));
  } catch {
    return null;
  }
}

export function writeProBannerDismissal(userId: number, proUntil: string | null) {
  try {
    window.localStorage.setItem(proBannerStorageKey(userId), dismissalValue(proUntil));
  } catch {
    // Storage refused: the banner is still closed for this visit.
  }
}
