/** The one route table (docs/product.md "Screens"). Links and the router both use these. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  admin: '/admin',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  /** A reset link with its token cut off: the page says the link is invalid. */
  resetPasswordWithoutToken: '/reset-password',
  share: '/share',
  matches: '/matches',
  /** Trade in person (decision 017): my code, scanning theirs, the swap, the history. */
  trade: '/trade',
  /** A trade link: the short code of another collector's list, opened signed in. */
  tradeCode: '/trade/:code',
  howItWorks: '/how-it-works',
  blog: '/blog',
  blogArticle: '/blog/how-we-finished-our-wsl-album',
  settings: '/settings',
  /** The bell's list: swaps proposed, answered, done, and new matches (decision 018). */
  notifications: '/notifications',
  /** Swap circles (decision 020): mine, and one circle's members and invite link. */
  circles: '/circles',
  /** An invite link to a swap circle, opened signed in. */
  circleInvite: '/circles/join/:token',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
} as const;

/**
 * The public pages (prerendered, decision 004), each also at its address in every other language
 * (`/de/how-it-works`, decision 038). Links between them keep the page's language; links into the
 * app (`/auth`, `/dashboard`) are unprefixed.
 */
export const publicPaths: string[] = [
  paths.home,
  paths.howItWorks,
  paths.blog,
  paths.blogArticle,
  paths.terms,
  paths.privacy,
  paths.contact,
];

/** Whether `path` (without a language prefix) is one of the public pages. */
export const isPublicPath = (path: string) => publicPaths.includes(path.replace(/(.)\/+$/, '$1'));

/**
 * Whether `path` (without a language prefix) is a page whose address names its language: the
 * public pages and the shared trade list (`/de/share?collection=…`, decision 038). Such a page
 * opens in its address's language, so the HTML the server wrote in it hydrates as it is.
 */
export const hasLocaleAddress = (path: string) =>
  isPublicPath(path) || path.replace(/(.)\/+$/, '$1') === paths.share;

/**
 * `path` in the app, from anywhere: a link inside a public page in another language (a nested
 * router under `/de`) stays unprefixed, as the app has one address per screen.
 */
export const appHref = (path: string) => `~${path}`;

/** Every route the router knows; anything else is the 404 page (the server answers 404 too). */
export const appRoutePatterns: string[] = Object.values(paths);

/** The swap matches screen for one of the signed-in user's collections (decision 010). */
export function matchesUrl(collectionId: number) {
  return `${paths.matches}?collection=${collectionId}`;
}

/** Trade in person for one of the signed-in user's collections (decision 017). */
export function tradeUrl(collectionId: number) {
  return `${paths.trade}?collection=${collectionId}`;
}

/** The invite link of a swap circle, as the organiser shares it (decision 020). */
export function circleInviteUrl(token: string) {
  return paths.circleInvite.replace(':token', token);
}
