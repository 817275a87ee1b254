import { appHref, paths } from '../../paths';

/**
 * The auth screen opened on its Register tab: where every "sign up" call to action goes, from a
 * public page in any language (the app has one address).
 */
export const registerHref = appHref(`${paths.auth}?tab=register`);
