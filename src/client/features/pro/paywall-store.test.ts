import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeUpgrade,
  currentUpgradeRequest,
  showUpgrade,
  subscribeToUpgrade,
} from './paywall-store';

afterEach(() => closeUpgrade());

describe('the paywall store', () => {
  it('opens with a reason or without, closes, and tells its listeners each time', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToUpgrade(listener);
    expect(currentUpgradeRequest()).toBeNull();
    showUpgrade('Free accounts can have 2 active collections');
    expect(currentUpgradeRequest()).toEqual({
      reason: 'Free accounts can have 2 active collections',
    });
    showUpgrade();
    expect(currentUpgradeRequest()).toEqual({});
    closeUpgrade();
    expect(currentUpgradeRequest()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    showUpgrade();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
