/** A free account may have at most 2 active collections; archived ones do not count. */
export const FREE_ACTIVE_COLLECTION_LIMIT = 2;

/** The 403 message when the free limit stops a create or re-activate. */
export const UPGRADE_REQUIRED_MESSAGE = `Free accounts can have ${FREE_ACTIVE_COLLECTION_LIMIT} active collections — upgrade to Pro for unlimited collections`;

/**
 * Whether an account with `activeCount` active collections may create or re-activate one
 * more: Pro always may, a free account only below the limit (`canActivateAnother(1, false)`).
 */
export function canActivateAnother(activeCount: number, isPro: boolean): boolean {
  return isPro || activeCount < FREE_ACTIVE_COLLECTION_LIMIT;
}
