/**
 * spec §8 "Upgrade and groups": a search error whose message mentions Pro or 403 opens the upgrade
 * dialog instead of the failure message (the message is `"{status}: {body}"`).
 * Example: `'403: {"message":"Finding groups requires Swapsies Pro"}'` → true.
 */
export function isGroupsUpgradeError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /^403\b/.test(error.message) || /\bPro\b/.test(error.message);
}
