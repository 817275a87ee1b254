import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { firstPaintFiles } from './scripts/import-graph.mjs';

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
// What the dashboard shows at first paint, with the signed-in frame around it (header, user menu,
// bell, the Pro banner, the links to matches…), whatever area its code is in: the modules they
// load with them, read from the imports (scripts/import-graph.mjs). The dashboard loads these
// words and `public`, not the whole of the signed-in areas (decision 024); what it opens on demand
// brings them all (`onDemand`). The domain's words stay in `domain` too: the server reads them.
const signedInPrefixes = [...boardFiles, ...socialFiles, ...accountFiles, ...scanFiles];
const frameFiles = firstPaintFiles(process.cwd()).filter(
  (file) =>
    file.startsWith('src/domain/') || signedInPrefixes.some((prefix) => file.startsWith(prefix)),
);
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
    area('scan', scanFiles, frameFiles),
    area('frame', frameFiles),
    area('board', boardFiles, frameFiles),
    area('social', socialFiles, frameFiles),
    area('account', accountFiles, frameFiles),
    area('pages', pageFiles),
    // What a visitor who is not signed in sees, and the pieces every screen shares.
    area(
      'public',
      ['src/client/'],
      [...scanFiles, ...boardFiles, ...socialFiles, ...accountFiles, ...pageFiles, '**/*.test.*'],
    ),
    // Rules both sides state (form checks the server repeats): loaded by the client and the server.
    area('domain', ['src/domain/'], ['**/*.test.*']),
    // The server's words: API errors, emails, push, pictures.
    area('server', ['src/server/'], ['**/*.test.*']),
  ],
});
