import './content-security';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { userQueryKey } from './features/session/api';
import { createQueryClient } from './lib/query-client';
import { paths } from './paths';
import './styles.css';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
const prerenderedPath = container.dataset.prerendered;

if (prerenderedPath !== undefined && prerenderedPath === window.location.pathname) {
  // The server sends the prerendered landing page only to visitors without a live session, so
  // the session is known to be empty and the page hydrates without a spinner in between.
  if (prerenderedPath === paths.home) queryClient.setQueryData(userQueryKey, null);
  hydrateRoot(
    container,
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
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
  import('./features/offline/start')
    .then(({ startOffline }) => startOffline(queryClient))
    .then(render, render);
}
