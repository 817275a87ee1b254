import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app';
import { publicTradeListQuery } from './features/sharing/api';
import { embeddedListHtml } from './features/sharing/embedded-list';
import { publicTradeListSchema } from '../domain/sharing/trade-lists';
import { i18nFor, landingAreas } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { localePath, type Locale } from '../domain/locale';
import { translateMeta } from './lib/document-meta';
import { StyleNonceContext } from './lib/style-nonce';
import { appRoutePatterns, paths } from './paths';
import { publicPages } from './public-pages';

/**
 * Renders one public page to HTML for the build-time prerender (scripts/prerender.mjs), waiting
 * for its lazily loaded code so the HTML holds the whole page, not a loading fallback.
 */
export async function renderPage(path: string, locale: Locale = 'en'): Promise<string> {
  // Public pages use no server state; the landing page is the signed-out one (main.tsx).
  return toHtml(
    <App startsSignedOut ssrPath={localePath(locale, path)} i18n={await i18nFor(locale)} />,
  );
}

/** The title and description of the public page at `path` (unprefixed) in `locale`. */
export async function pageMeta(path: string, locale: Locale = 'en') {
  const page = publicPages.find((p) => p.path === path);
  if (!page) throw new Error(`${path} is not a public page`);
  return translateMeta(await i18nFor(locale), page.meta);
}

/** The HTML of `element` once everything it loads lazily is there. */
async function toHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * The /share page of one version of a public collection (by its public id, decision 027), rendered
 * by the server once per version and language (decision 026) at its address in `locale`
 * (`/de/share`, decision 038): the page's HTML for `<div id="root">`, and the element holding the
 * JSON `body` the page hydrates with (read with the schema, as the page reads a fetched answer).
 * Its <style> elements carry `nonce`, the one the document names.
 */
export async function renderSharePage(
  publicId: string,
  body: string,
  nonce: string,
  locale: Locale = 'en',
): Promise<{ html: string; data: string }> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    publicTradeListQuery(publicId).queryKey,
    publicTradeListSchema.parse(JSON.parse(body)),
  );
  const html = await toHtml(
    <StyleNonceContext value={nonce}>
      <App
        queryClient={queryClient}
        ssrPath={localePath(locale, paths.share)}
        ssrSearch={`collection=${publicId}`}
        // The share page holds the board's "Compare with my list" (its words are the board's).
        i18n={await i18nFor(locale, [...landingAreas, 'domain', 'board'])}
      />
    </StyleNonceContext>,
  );
  return { html, data: embeddedListHtml(publicId, body) };
}

export { appRoutePatterns, publicPages };
export * as locale from '../domain/locale';
export * as product from '../domain/product';
