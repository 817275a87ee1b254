import './content-security';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { userQueryKey } from './features/session/api';
import { activateLocale, startLocale } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { paths } from './paths';
import { publicPages } from './public-pages';
import './styles.css';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
const prerenderedPath = container.dataset.prerendered;
const isPublicPage = (path: string) => publicPages.some((page) => page.path === path);
// The page's language first (decision 038): React renders nothing before its words are here.
const languageReady = activateLocale(startLocale(window.location.pathname, isPublicPage));

if (prerenderedPath !== undefined && prerenderedPath === window.location.pathname) {
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
  if (prerenderedPath === paths.share)
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
