import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app';
import { userQueryKey } from './features/session/api';
import { createQueryClient } from './lib/query-client';
import { appRoutePatterns } from './paths';
import { publicPages } from './public-pages';

/**
 * Renders one public page to HTML for the build-time prerender (scripts/prerender.mjs), waiting
 * for its lazily loaded code so the HTML holds the whole page, not a loading fallback.
 */
export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, null);
  const { prelude } = await prerenderToNodeStream(<App queryClient={queryClient} ssrPath={path} />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

export { appRoutePatterns, publicPages };
export * as product from '../domain/product';
