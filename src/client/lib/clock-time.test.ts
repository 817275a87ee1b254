import { describe, expect, it } from 'vitest';
import { formatClockTime } from './clock-time';

describe('formatClockTime', () => {
  it('shows hours and minutes on the 24-hour clock', () => {
    expect(formatClockTime(new Date(2026, 10, 21, 14, 5).getTime())).toBe('14:05');
  });
});
