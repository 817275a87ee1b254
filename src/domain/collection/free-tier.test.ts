import { describe, expect, it } from 'vitest';
import {
  canActivateAnother,
  FREE_ACTIVE_COLLECTION_LIMIT,
  UPGRADE_REQUIRED_MESSAGE,
} from './free-tier';

describe('free tier', () => {
  it('lets a free account have two active collections', () => {
    expect(FREE_ACTIVE_COLLECTION_LIMIT).toBe(2);
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

  it('has the exact upgrade message', () => {
    expect(UPGRADE_REQUIRED_MESSAGE).toBe(
      'Free accounts can have 2 active collections — upgrade to Pro for unlimited collections',
    );
  });
});
