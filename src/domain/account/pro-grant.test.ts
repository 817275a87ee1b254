import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extendProUntil, proGrantSchema } from './pro-grant';

const now = new Date('2026-06-01T10:00:00Z');
const DAY_MS = 86_400_000;

describe('extendProUntil', () => {
  it('starts from now for an account that was never Pro', () => {
    expect(extendProUntil(null, now)).toEqual(new Date('2027-06-01T10:00:00Z'));
  });

  it('starts from now when Pro has lapsed', () => {
    expect(extendProUntil(new Date('2026-01-01T00:00:00Z'), now, 10)).toEqual(
      new Date(now.getTime() + 10 * DAY_MS),
    );
  });

  it('adds to the current end while Pro lasts', () => {
    const end = new Date('2026-09-01T00:00:00Z');
    expect(extendProUntil(end, now)).toEqual(new Date(end.getTime() + 365 * DAY_MS));
  });

  it('always ends exactly the given days after the later of now and the current end', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: null }),
        fc.integer({ min: 1, max: 3650 }),
        (offsetDays, days) => {
          const proUntil =
            offsetDays === null ? null : new Date(now.getTime() + offsetDays * DAY_MS);
          const start = Math.max(now.getTime(), proUntil?.getTime() ?? 0);
          expect(extendProUntil(proUntil, now, days).getTime()).toBe(start + days * DAY_MS);
        },
      ),
    );
  });
});

describe('proGrantSchema', () => {
  it.each([1, 30, 3650])('accepts %d days', (days) => {
    expect(proGrantSchema.parse({ days })).toEqual({ days });
  });

  it.each([0, -1, 3651, 1.5, '30', null])('refuses %o days', (days) => {
    expect(proGrantSchema.safeParse({ days }).success).toBe(false);
  });
});
