import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { describeLastActive } from './time-words';

// English, the messages' own text (decision 038).
const en = setupI18n({ locale: 'en', messages: { en: {} } });

// Local times, so the tests mean the same in any time zone.
const now = new Date(2026, 10, 21, 9, 30);
const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 0).toISOString();

describe('describeLastActive', () => {
  it('says today for any time earlier the same calendar day', () => {
    expect(describeLastActive(en, at(21, 0), now)).toBe('active today');
    expect(describeLastActive(en, at(21, 9), now)).toBe('active today');
  });

  it('says yesterday for late last night, even under 24 hours ago', () => {
    expect(describeLastActive(en, at(20, 23), now)).toBe('active yesterday');
  });

  it('counts calendar days after that', () => {
    expect(describeLastActive(en, at(18, 12), now)).toBe('active 3 days ago');
    expect(describeLastActive(en, new Date(2026, 9, 23, 8).toISOString(), now)).toBe(
      'active 29 days ago',
    );
  });

  it('treats a time ahead of the clock as today', () => {
    expect(describeLastActive(en, at(22, 8), now)).toBe('active today');
  });

  it('says recently when the time cannot be read', () => {
    expect(describeLastActive(en, 'not a date', now)).toBe('active recently');
  });
});
