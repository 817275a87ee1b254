import { describe, expect, it } from 'vitest';
import { canActivateAnother, UPGRADE_REQUIRED_MESSAGE } from './free-tier';

// How many active collections a free account may have, as the rule decides it.
const freeAllowance = () => {
  let count = 0;
  while (canActivateAnother(count, false)) count++;
  return count;
};

describe('free tier (docs/product.md "Limits and rules")', () => {
  it('lets a free account have two active collections', () => {
    expect(canActivateAnother(0, false)).toBe(true);
    expect(canActivateAnother(1, false)).toBe(true);
  });

  it('stops a free account at a third active collection', () => {
    expect(canActivateAnother(2, false)).toBe(false);
    expect(canActivateAnother(5, false)).toBe(false);
  });

  it('never stops a Pro account', () => {
    expect(canActivateAnother(2, true)).toBe(true);
    expect(canActivateAnother(1000, true)).toBe(true);
  });

  it('tells a stopped collector the allowance the rule keeps, and how to have more', () => {
    expect(UPGRADE_REQUIRED_MESSAGE).toContain(`can have ${freeAllowance()} active collections`);
    expect(UPGRADE_REQUIRED_MESSAGE).toContain('upgrade to Pro');
  });
});
