import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeAudience,
  describeMatches,
  describePublicPage,
  mayShowCollection,
  type Onlooker,
  PUBLIC_PAGE_CIRCLES_ONLY,
  PUBLIC_PAGE_OFF,
  PUBLIC_PAGE_ON,
} from './audience';

describe('who can see a collection (decision 027)', () => {
  it('says the public page is on, off, or impossible for circles only', () => {
    expect(describePublicPage({ isPublic: true, circleOnly: false })).toBe(PUBLIC_PAGE_ON);
    expect(describePublicPage({ isPublic: false, circleOnly: false })).toBe(PUBLIC_PAGE_OFF);
    expect(describePublicPage({ isPublic: false, circleOnly: true })).toBe(
      PUBLIC_PAGE_CIRCLES_ONLY,
    );
  });

  it('says who finds it in swap matches', () => {
    const base = { findable: true, circleOnly: false, isArchived: false };
    expect(describeMatches(base)).toMatch(/^Swap matches: other collectors of this album/);
    expect(describeMatches({ ...base, circleOnly: true })).toMatch(/members of your swap circles/);
    expect(describeMatches({ ...base, findable: false })).toMatch(/^Swap matches: off/);
    expect(describeMatches({ ...base, isArchived: true })).toMatch(/archived/);
  });

  it('never says "nobody", and always names anyone with the link while the page is on', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (...flags) => {
        const [isPublic, findable, circleOnly, isArchived] = flags;
        const words = describeAudience({ isPublic, findable, circleOnly, isArchived });
        expect(words.toLowerCase()).not.toContain('nobody');
        expect(words.includes('anyone with the link')).toBe(isPublic && !circleOnly);
      }),
    );
  });
});

describe('the one rule for showing a collection (decision 030)', () => {
  it('shows a circle-only collection to its owner and circle mates only', () => {
    const shown = (circleOnly: boolean, onlooker: Onlooker) =>
      mayShowCollection({ circleOnly }, onlooker);
    expect(shown(true, 'owner')).toBe(true);
    expect(shown(true, 'circle-mate')).toBe(true);
    expect(shown(true, 'stranger')).toBe(false);
    expect(shown(true, 'visitor')).toBe(false);
    for (const onlooker of ['owner', 'circle-mate', 'stranger', 'visitor'] as const) {
      expect(shown(false, onlooker)).toBe(true);
    }
  });
});
