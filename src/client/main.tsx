import './content-security';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { userQueryKey } from './features/session/api';
import { activateLocale, appAreas, landingAreas, publicAreas, startLocale } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { splitLocalePath } from '../domain/locale';
import { hasLocaleAddress, paths } from './paths';
import './styles.css';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
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
const hydratedPath = splitLocalePath(currentPath).path;
const isSharedListHtml = isHydrated && hydratedPath === paths.share;
const languageReady = activateLocale(
  startLocale(currentPath, hasLocaleAddress),
  isSharedListHtml
    ? appAreas
    : isHydrated && hydratedPath !== paths.home
      ? publicAreas
      : landingAreas,
);

if (isHydrated) {
  // The server sends the prerendered landing page only to visitors without a live session, so
  // the session is known to be empty and the page hydrates without a spinner in between.
  if (prerenderedPath === paths.home) queryClient.setQueryData(userQueryKey, null);
  // Without its words (a chunk that failed to load) the page still hydrates, in English.
  void languageReady
    .catch(() => undefined)
    .then(() =>
      hydrateRoot(
        container,
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      ),
    );
  // A shared trade list the server rendered (decision 026) is an app route: the signed-in app's
  // start-up (service worker, waiting changes) runs after it, not before its first paint.
  if (isSharedListHtml)
    void import('./features/offline/start').then(({ startOffline }) => startOffline(queryClient));
} else {
  // An app screen: first the collector's lists as last seen and their waiting changes, so it
  // opens with no signal too (decision 016); then the server's truth when there is signal.
  const render = () =>
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  Promise.all([
    languageReady,
    import('./features/offline/start').then(({ startOffline }) => startOffline(queryClient)),
  ]).then(render, render);
}
