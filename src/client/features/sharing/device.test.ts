import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './device';

const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';
const macSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

describe('isMobileDevice', () => {
  it('treats a laptop with a mouse as a desktop', () => {
    expect(
      isMobileDevice({ hasCoarsePointer: false, userAgent: desktopChrome, maxTouchPoints: 0 }),
    ).toBe(false);
  });

  it('recognises phones by their user agent', () => {
    for (const userAgent of [iPhone, android]) {
      expect(isMobileDevice({ hasCoarsePointer: false, userAgent, maxTouchPoints: 0 })).toBe(true);
    }
  });

  it('treats any device whose main pointer is a finger as mobile', () => {
    expect(
      isMobileDevice({ hasCoarsePointer: true, userAgent: desktopChrome, maxTouchPoints: 10 }),
    ).toBe(true);
  });

  it('sees through an iPad asking for the desktop site', () => {
    expect(
      isMobileDevice({ hasCoarsePointer: false, userAgent: macSafari, maxTouchPoints: 5 }),
    ).toBe(true);
    expect(
      isMobileDevice({ hasCoarsePointer: false, userAgent: macSafari, maxTouchPoints: 0 }),
    ).toBe(false);
  });
});
