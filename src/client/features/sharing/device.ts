/** What the browser tells us about the device, read once per copy attempt. */
export interface DeviceSignals {
  /** `(pointer: coarse)` matches: the main pointer is a finger. */
  hasCoarsePointer: boolean;
  userAgent: string;
  /** navigator.maxTouchPoints: iPads ask for desktop pages with a Mac user agent. */
  maxTouchPoints: number;
}

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/**
 * Whether to treat the device as a phone or tablet (decision 008: a failed copy there opens
 * the manual-copy overlay). Example: a Mac user agent with 5 touch points is an iPad → true.
 */
export function isMobileDevice({ hasCoarsePointer, userAgent, maxTouchPoints }: DeviceSignals) {
  if (hasCoarsePointer || MOBILE_USER_AGENT.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** The signals of the browser this runs in. */
export function readDeviceSignals(): DeviceSignals {
  return {
    hasCoarsePointer: window.matchMedia?.('(pointer: coarse)').matches ?? false,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  };
}
