import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { describeListAge, describeListTime, isListOld } from './list-age';

// English, the messages' own text (decision 038).
const en = setupI18n({ locale: 'en', messages: { en: {} } });

const at = (text: string) => new Date(text).getTime();

describe('a trade list’s age', () => {
  it('reads as the time alone when the list is from today', () => {
    expect(describeListTime(en, at('2026-11-25T14:32:10'), at('2026-11-25T18:00:00'))).toBe(
      '14:32',
    );
  });

  it('says yesterday, then the date, for older lists', () => {
    const now = at('2026-11-25T09:00:00');
    expect(describeListTime(en, at('2026-11-24T22:05:00'), now)).toBe('yesterday, 22:05');
    expect(describeListTime(en, at('2026-11-23T08:15:00'), now)).toBe('Mon 23 Nov, 08:15');
  });

  it('counts a list as old only past a whole day', () => {
    const now = at('2026-11-25T12:00:00');
    expect(isListOld(at('2026-11-24T12:00:00'), now)).toBe(false);
    expect(isListOld(at('2026-11-24T11:59:00'), now)).toBe(true);
  });

  it('says the age in hours under two days, in days after', () => {
    const now = at('2026-11-25T12:00:00');
    expect(describeListAge(en, at('2026-11-24T06:00:00'), now)).toBe('30 hours old');
    expect(describeListAge(en, at('2026-11-22T10:00:00'), now)).toBe('3 days old');
    expect(describeListAge(en, at('2026-11-25T11:00:00'), now)).toBe('1 hour old');
  });
});
