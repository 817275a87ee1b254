import { paths } from '../../paths';

/** The auth screen opened on its Register tab: where every "sign up" call to action goes. */
export const registerHref = `${paths.auth}?tab=register`;
