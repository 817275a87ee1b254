import { renderToString } from 'react-dom/server';
import { App } from './app';
import { userQueryKey } from './features/session/api';
import { createQueryClient } from './lib/query-client';
import { appRoutePatterns } from './paths';
import { publicPages } from './public-pages';

/** Renders one public page to HTML for the build-time prerender (scripts/prerender.mjs). */
export function renderPage(path: string): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, null);
  return renderToString(<App queryClient={queryClient} ssrPath={path} />);
}

export { appRoutePatterns, publicPages };
export * as product from '../domain/product';
