import { englishOf, type Words } from '../words';
/** A free account may have at most 2 active collections; archived ones do not count. */
export const FREE_ACTIVE_COLLECTION_LIMIT = 2;

/** The 403 message when the free limit stops a create or re-activate. */
export const UPGRADE_REQUIRED_WORDS: Words = /*i18n*/ {
  id: 'Free accounts can have {limit} active collections — upgrade to Pro for unlimited collections',
  values: { limit: FREE_ACTIVE_COLLECTION_LIMIT },
};
export const UPGRADE_REQUIRED_MESSAGE = englishOf(UPGRADE_REQUIRED_WORDS);

/**
 * Whether an account with `activeCount` active collections may create or re-activate one
 * more: Pro always may, a free account only below the limit (`canActivateAnother(1, false)`).
 */
export function canActivateAnother(activeCount: number, isPro: boolean): boolean {
  return isPro || activeCount < FREE_ACTIVE_COLLECTION_LIMIT;
}
