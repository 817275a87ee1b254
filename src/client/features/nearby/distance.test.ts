import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { radiusChoice, radiusInUnit, radiusWords, sharedReachWords } from './distance';

// The messages' own English text in both: what changes here is the unit (decision 038).
const en = setupI18n({ locale: 'en', messages: { en: {} } });
const de = setupI18n({ locale: 'de', messages: { de: {} } });

describe('distances in the reader’s unit', () => {
  it('says the stored km in whole miles where distances are read in miles', () => {
    expect([5, 25, 100].map((km) => radiusInUnit(en, km))).toEqual([3, 16, 62]);
    expect(radiusWords(en, 25)).toBe('within 16 miles');
    expect(radiusChoice(en, 100)).toBe('Within 62 miles');
  });

  it('keeps km elsewhere', () => {
    expect(radiusInUnit(de, 25)).toBe(25);
    expect(radiusWords(de, 25)).toBe('within 25 km');
    expect(radiusChoice(de, 5)).toBe('Within 5 km');
  });

  it('reads the server’s shared reach back as km and says it in the reader’s unit', () => {
    expect(sharedReachWords(en, 'within 25 km')).toBe('within 16 miles');
    expect(sharedReachWords(de, 'within 100 km')).toBe('within 100 km');
    expect(sharedReachWords(en, null)).toBeNull();
    expect(sharedReachWords(en, 'nearby')).toBe('nearby');
  });
});
