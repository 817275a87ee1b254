import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The languages Swapsies speaks and where their messages live (decision 038). Each catalog is one
 * `.po` file per locale for one area of the code, so the landing page loads only `public`, the
 * other public pages `pages` too, the signed-in app the client areas, and the server its own.
 */
const area = (name: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/src/locales/{locale}/${name}`,
  include: include.map((p) => `<rootDir>/${p}`),
  exclude: exclude.map((p) => `<rootDir>/${p}`),
});

const boardFeatures = ['collections', 'stickers', 'quick-entry', 'compare', 'catalogue', 'offline'];
const socialFeatures = ['matches', 'trade', 'circles', 'nearby', 'groups', 'notifications', 'push'];
const accountFeatures = ['account', 'session', 'settings', 'pro', 'admin'];
const features = (names: string[]) => names.map((n) => `src/client/features/${n}/`);
const pages = (names: string[]) => names.map((n) => `src/client/pages/${n}.tsx`);

// Each signed-in area: its features and its pages. What none of them holds is `public`. The
// sharing dialogs open from the board, and the shared trade list loads the signed-in areas.
const boardFiles = [...features([...boardFeatures, 'sharing']), ...pages(['dashboard', 'share'])];
const socialFiles = [
  ...features(socialFeatures),
  ...pages(['matches', 'trade', 'notifications', 'circles', 'circle-invite']),
];
const accountFiles = [
  ...features(accountFeatures),
  ...pages(['auth', 'forgot-password', 'reset-password', 'settings', 'admin']),
];
const scanFiles = features(['scan']);
// The signed-in frame (header, user menu, bell) and what the board borrows from the other areas
// (the Pro banner, the links to matches and in-person swaps, the Facebook groups): the dashboard
// loads these words, not the whole of `social` and `account` (decision 024). A test
// (scripts/catalog-areas.test.ts) fails when the dashboard reaches a word of an area it
// does not load, and names the file to add here.
const frameFiles = [
  ...['app-header', 'user-menu', 'user-menu-button'].map(
    (n) => `src/client/features/account/components/${n}.tsx`,
  ),
  'src/client/features/account/api.ts',
  ...['pro-banner', 'go-pro-button', 'go-pro-popover', 'pro-benefits'].map(
    (n) => `src/client/features/pro/components/${n}.tsx`,
  ),
  ...['suggest-group-dialog', 'group-fields'].map(
    (n) => `src/client/features/pro/components/${n}.tsx`,
  ),
  ...['facebook-groups-dialog', 'groups-search-states', 'group-card'].map(
    (n) => `src/client/features/groups/components/${n}.tsx`,
  ),
  'src/client/features/trade/components/trade-in-person-link.tsx',
  'src/client/features/matches/components/find-swaps-link.tsx',
  ...['notification-bell', 'notification-settings-card'].map(
    (n) => `src/client/features/notifications/components/${n}.tsx`,
  ),
];
// The public pages besides the landing page (and the not-found page, which is in its bundle):
// their words load with their code, so the landing page's JavaScript budget holds (decision 024).
const pageFiles = [
  ...pages(['how-it-works', 'blog-index', 'blog-article', 'privacy', 'terms', 'contact']),
  ...['post-meta', 'tag-list', 'trade-image-preview', 'example-trade-message'].map(
    (n) => `src/client/features/marketing/${n}.tsx`,
  ),
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pt-BR', 'it', 'de', 'fr'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    // The camera scan's words load with the scanner, on demand.
    area('scan', scanFiles),
    area('frame', frameFiles),
    area('board', boardFiles),
    area('social', socialFiles, frameFiles),
    area('account', accountFiles, frameFiles),
    area('pages', pageFiles),
    // What a visitor who is not signed in sees, and the pieces every screen shares.
    area(
      'public',
      ['src/client/'],
      [
        ...scanFiles,
        ...frameFiles,
        ...boardFiles,
        ...socialFiles,
        ...accountFiles,
        ...pageFiles,
        '**/*.test.*',
      ],
    ),
    // Rules both sides state (form checks the server repeats): loaded by the client and the server.
    area('domain', ['src/domain/'], ['**/*.test.*']),
    // The server's words: API errors, emails, push, pictures.
    area('server', ['src/server/'], ['**/*.test.*']),
  ],
});
