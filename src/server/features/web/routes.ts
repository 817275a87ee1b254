import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultLocale, localePath, type Locale } from '../../../domain/locale';
import { OCR_WORKER_POLICY } from '../../lib/security-headers';
import type { Documents } from './documents';
import { errorAnswers } from '../../lib/error-answers';
import { notFoundJson, sendHtml } from './html-reply';
import { landingLocale, sendLocaleRedirect } from './landing-locale';

type Choice =
  | { status: number; html: string; vary?: string }
  | { redirect: string; locale: Locale; remember: boolean };

async function chooseDocument(
  app: FastifyInstance,
  docs: Documents,
  request: FastifyRequest,
  pathname: string,
): Promise<Choice> {
  const prerendered = docs.prerendered.get(pathname === '' ? '/' : pathname);
  if (prerendered) {
    if (pathname === '/') {
      // A signed-in collector on `/` gets the app straight away, without the landing page
      // flashing; the app speaks the account's language.
      if (await app.resolveSessionUser(request)) return { status: 200, html: docs.shell };
      const { locale, remember } = landingLocale(request);
      if (locale !== defaultLocale)
        return { redirect: localePath(locale, pathname), locale, remember };
      return { status: 200, html: prerendered, vary: 'Cookie, Accept-Language' };
    }
    return { status: 200, html: prerendered };
  }
  return { status: docs.isAppRoute(pathname) ? 200 : 404, html: docs.shell };
}

/**
 * Serves the built React app on the API's origin: hashed assets with long caching, prerendered
 * public pages as full HTML, the SPA shell for client routes, and JSON 404s under /api. Registered
 * by the pages plugin (plugin.ts), which loads the build once (`docs`, undefined without one).
 */
export async function registerWebRoutes(
  app: FastifyInstance,
  docs: Documents | undefined,
  staticDir: string,
) {
  if (docs) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      wildcard: false,
      // HTML documents, the manifest and the sitemap are served by the handlers below.
      globIgnore: ['**/*.html', 'routes.json', 'sitemap.xml'],
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (filePath.includes(`${path.sep}ocr${path.sep}`)) {
          // The scanner's engine (decision 039): named by version only through the build, so
          // revalidated like other unhashed files, under the policy its worker needs.
          res.header('Cache-Control', 'public, max-age=3600');
          res.header('Content-Security-Policy', OCR_WORKER_POLICY);
        } else if (path.basename(filePath) === 'sw.js') {
          // The service worker is checked on every visit, so a new version is found at once.
          res.header('Cache-Control', 'no-cache');
        } else {
          res.header('Cache-Control', 'public, max-age=3600');
        }
      },
    });
  }

  if (docs) {
    // The service worker's own page for a navigation with no signal before the app is ready to
    // work offline (scripts/service-worker.mjs precaches it; decision 016).
    const offlinePath = path.join(staticDir, 'offline.html');
    if (existsSync(offlinePath)) {
      const offlinePage = readFileSync(offlinePath, 'utf8');
      app.get('/offline', { schema: { response: errorAnswers() } }, (_request, reply) =>
        sendHtml(reply, 200, offlinePage),
      );
    }
    app.get('/sitemap.xml', { schema: { response: errorAnswers() } }, (_request, reply) =>
      reply.type('application/xml; charset=utf-8').send(docs.sitemap),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$)/.test(pathname);
    if (!isPage || !docs) return notFoundJson(reply);
    const choice = await chooseDocument(app, docs, request, pathname.replace(/\/+$/, '') || '/');
    if ('redirect' in choice) return sendLocaleRedirect(request, reply, choice);
    // A reset link carries its token in the path: that page is never kept by any cache.
    const carriesSecret = /^\/reset-password(\/|$)/.test(pathname);
    const cacheControl = carriesSecret ? 'no-store' : undefined;
    return sendHtml(reply, choice.status, choice.html, cacheControl, choice.vary);
  });
}
