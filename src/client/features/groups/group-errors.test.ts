import { describe, expect, it } from 'vitest';
import { PRO_GROUPS_MESSAGE } from '../../../domain/groups/schemas';
import { isGroupsUpgradeError } from './group-errors';

describe('isGroupsUpgradeError', () => {
  it("opens the upgrade dialog for the server's Pro-only answer", () => {
    const body = JSON.stringify({ message: PRO_GROUPS_MESSAGE, code: 'PRO_REQUIRED' });
    expect(isGroupsUpgradeError(new Error(`403: ${body}`))).toBe(true);
  });

  it('opens it for any 403, and for any message that mentions Pro', () => {
    expect(isGroupsUpgradeError(new Error('403: Forbidden'))).toBe(true);
    expect(isGroupsUpgradeError(new Error('402: Swapsies Pro has ended'))).toBe(true);
  });

  it('shows the failure with a retry for other errors', () => {
    expect(isGroupsUpgradeError(new Error('500: {"message":"Something went wrong"}'))).toBe(false);
    expect(isGroupsUpgradeError(new Error('Failed to fetch'))).toBe(false);
    expect(isGroupsUpgradeError(new Error('404: {"message":"Collection not found"}'))).toBe(false);
    expect(isGroupsUpgradeError(new Error('500: Problem with the Programme'))).toBe(false);
    expect(isGroupsUpgradeError('403')).toBe(false);
  });
});
