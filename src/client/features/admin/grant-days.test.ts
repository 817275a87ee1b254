import { describe, expect, it } from 'vitest';
import { grantDaysFormSchema } from './grant-days';

function parseGrantDays(days: string) {
  const result = grantDaysFormSchema.safeParse({ days });
  return result.success
    ? { ok: true, days: result.data.days }
    : { ok: false, message: result.error.issues[0]?.message };
}

describe('parseGrantDays', () => {
  it('reads a whole number of days', () => {
    expect(parseGrantDays(' 365 ')).toEqual({ ok: true, days: 365 });
  });

  it('asks for a number when the field is empty or not a number', () => {
    expect(parseGrantDays('')).toEqual({ ok: false, message: 'Days must be a number' });
    expect(parseGrantDays('a year')).toEqual({ ok: false, message: 'Days must be a number' });
  });

  it('refuses part days and days outside 1 to 3650', () => {
    expect(parseGrantDays('1.5')).toEqual({ ok: false, message: 'Days must be a whole number' });
    expect(parseGrantDays('0')).toEqual({ ok: false, message: 'Days must be 1 to 3650' });
    expect(parseGrantDays('3651')).toEqual({ ok: false, message: 'Days must be 1 to 3650' });
  });
});
