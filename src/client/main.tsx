import './content-security';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { activateLocale, appAreas, landingAreas, publicAreas, startLocale } from './lib/i18n';
import { splitLocalePath } from '../domain/locale';
import { hasLocaleAddress, paths } from './paths';
import './styles.css';

const container = document.getElementById('root')!;

/** The signed-in app's start-up (decision 016), with the app's query client it fills. */
async function startOfflineApp() {
  const [{ startOffline }, { appQueryClient }] = await Promise.all([
    import('./features/offline/start'),
    import('./lib/query-client'),
  ]);
  return startOffline(appQueryClient());
}
const prerenderedPath = container.dataset.prerendered;
// `/de/` is the page prerendered as `/de`: the server answers both with it.
const currentPath = window.location.pathname.replace(/(.)\/+$/, '$1');
// The page's language first (decision 038): React renders nothing before its words are here.
// A shared trade list is an app screen: all its words come before it hydrates, because words
// arriving while its server HTML is still being hydrated made React throw that HTML away and
// draw the page again (elements a visitor was reading came loose). Its address names its language
// (`/de/share`), the one the server wrote it in. So do another public page's (`pages`); the
// landing page, and an app screen before its own words come with its code, need only `public`.
const isHydrated = prerenderedPath === currentPath;
const hydratedPath = isHydrated ? splitLocalePath(currentPath).path : undefined;
const isSharedListHtml = hydratedPath === paths.share;
const isLanding = hydratedPath === paths.home;
const startAreas = isSharedListHtml
  ? appAreas
  : hydratedPath === undefined || isLanding
    ? landingAreas
    : publicAreas;
const languageReady = activateLocale(startLocale(currentPath, hasLocaleAddress), startAreas);

if (isHydrated) {
  // Without its words (a chunk that failed to load) the page still hydrates, in English.
  void languageReady
    .catch(() => undefined)
    .then(() =>
      hydrateRoot(
        container,
        <StrictMode>
          {/* The server sends the prerendered landing page only to visitors without a live session:
              it hydrates with no session lookup and no query library (app.tsx). */}
          <App startsSignedOut={isLanding} />
        </StrictMode>,
      ),
    );
  // A shared trade list the server rendered (decision 026) is an app route: the signed-in app's
  // start-up (service worker, waiting changes) runs after it, not before its first paint.
  if (isSharedListHtml) void startOfflineApp();
} else {
  // An app screen: first the collector's lists as last seen and their waiting changes, so it
  // opens with no signal too (decision 016); then the server's truth when there is signal.
  const render = () =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  Promise.all([languageReady, startOfflineApp()]).then(render, render);
}
