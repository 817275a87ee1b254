import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultLocale, localePath, type Locale } from '../../../domain/locale';
import { compressBoth, sendPacked, type Encoding } from '../../lib/precompressed';
import { OCR_WORKER_POLICY } from '../../lib/security-headers';
import {
  loadDocuments,
  loadRenderer,
  shellWithContent,
  shellWithHead,
  withLang,
  type Documents,
  type PageRenderer,
  type BuiltPage,
} from './documents';
import { errorAnswers } from '../../lib/error-answers';
import { landingLocale, sendLocaleRedirect } from './landing-locale';

/** The Content-Security-Policy of this reply, allowing inline <style> elements with `nonce`. */
function allowStyleNonce(reply: FastifyReply, nonce: string) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header(
      'Content-Security-Policy',
      policy.replace(/(^|;)style-src ([^;]*)/, `$1style-src $2 'nonce-${nonce}'`),
    );
  }
  return reply;
}

/** The page with the nonce its scripts give the <style> elements they add. */
function withNonceMeta(html: string, nonce: string) {
  return html.replace('</head>', () => `<meta name="csp-nonce" content="${nonce}" />\n</head>`);
}

/**
 * An HTML page: revalidated on every visit unless the caller says it is public and cacheable.
 * Its Content-Security-Policy allows inline <style> elements only with this response's nonce,
 * which the page carries in `<meta name="csp-nonce">` for the scripts that add one (checklist H1).
 */
function sendHtml(
  reply: FastifyReply,
  status: number,
  html: string,
  cacheControl?: string,
  vary = 'Cookie',
) {
  if (cacheControl) reply.header('Cache-Control', cacheControl);
  else reply.header('Cache-Control', 'no-cache').header('Vary', vary);
  const nonce = randomBytes(16).toString('base64');
  allowStyleNonce(reply, nonce);
  return reply.status(status).type('text/html; charset=utf-8').send(withNonceMeta(html, nonce));
}

function notFoundJson(reply: FastifyReply) {
  return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
}

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

interface ShellOptions {
  status: number;
  head?: string;
  cacheControl?: string;
  /** The `lang` of a page in another language than the shell's English (`htmlLang`). */
  lang?: string;
  /** What a public answer varies by besides its address (the shell's default is `Cookie`). */
  vary?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the SPA shell, optionally with a page's own head tags (title, Open Graph...) and a
     * public cache policy for a page that is the same for everyone.
     */
    sendShell(reply: FastifyReply, options: ShellOptions): FastifyReply;
    /** Changes whenever the built shell does: part of a cacheable page's ETag. */
    shellTag: string;
    /** A page's own chunks as modulepreload tags for its head (empty without a build). */
    modulePreloads(pathname: string): string;
    /** The client's server-side renderer, or undefined when the build has none. */
    pageRenderer(): Promise<PageRenderer | undefined>;
    /**
     * Builds a page the same for everyone, once per version: the shell with its head and
     * server-rendered content, its `nonce` (fixed for that version), compressed both ways.
     */
    buildPage(
      page: { head: string; path: string; html: string; after: string; lang?: string },
      nonce: string,
    ): Promise<BuiltPage | undefined>;
    /** Sends a built page as it is (compressed as the client takes it), public and cacheable. */
    /** `vary`: the answer's Vary when it depends on more than Accept-Encoding. */
    sendBuiltPage(
      reply: FastifyReply,
      page: BuiltPage,
      encoding: Encoding | undefined,
      vary?: string,
    ): FastifyReply;
    /** Sets the reply's Content-Security-Policy to allow inline <style> with `nonce`. */
    allowStyleNonce(reply: FastifyReply, nonce: string): FastifyReply;
    /**
     * The built app's stylesheet `<link>` tags, for a page the server writes itself (the
     * unsubscribe page) to look like the app; empty without a build.
     */
    stylesheetLinks: string;
  }
}

/**
 * Serves the built React app on the API's origin: hashed assets with long caching, prerendered
 * public pages as full HTML, the SPA shell for client routes, and JSON 404s under /api.
 */
export async function registerWebRoutes(app: FastifyInstance) {
  const staticDir = path.resolve(app.config.staticDir);
  const docs = loadDocuments(staticDir, app.config.appUrl);
  if (!docs)
    app.log.warn(`no built client in ${staticDir}: run "npm run build" to serve the web app`);
  else {
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

  app.decorate(
    'shellTag',
    docs ? createHash('sha256').update(docs.shell).digest('hex').slice(0, 12) : 'none',
  );
  app.decorate(
    'stylesheetLinks',
    (docs?.shell.match(/<link rel="stylesheet"[^>]*>/g) ?? []).join('\n'),
  );
  app.decorate('modulePreloads', (pathname: string) => docs?.modulePreloads(pathname) ?? '');
  let renderer: Promise<PageRenderer | undefined> | undefined;
  app.decorate('pageRenderer', () => {
    renderer ??= docs ? loadRenderer(staticDir) : Promise.resolve(undefined);
    return renderer;
  });
  // A built page's shell: its content paints with the document and the stylesheet; the shell's
  // modulepreloads would share the first bytes with them, and the entry imports those chunks
  // anyway (decision 026).
  const builtPageShell = docs?.shell.replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '');
  app.decorate(
    'buildPage',
    async (
      page: { head: string; path: string; html: string; after: string; lang?: string },
      nonce: string,
    ) => {
      if (builtPageShell === undefined) return undefined;
      const html = withNonceMeta(shellWithContent(builtPageShell, page), nonce);
      return { html, packed: await compressBoth(html), nonce };
    },
  );
  app.decorate('allowStyleNonce', allowStyleNonce);
  app.decorate(
    'sendBuiltPage',
    (reply: FastifyReply, page: BuiltPage, encoding: Encoding | undefined, vary?: string) => {
      allowStyleNonce(reply, page.nonce)
        .header('Vary', vary ?? 'Accept-Encoding')
        .status(200)
        .type('text/html; charset=utf-8');
      return sendPacked(reply, page.html, page.packed, encoding);
    },
  );
  app.decorate('sendShell', (reply: FastifyReply, options: ShellOptions) => {
    if (!docs) return notFoundJson(reply);
    const shell = options.head ? shellWithHead(docs.shell, options.head) : docs.shell;
    if (options.vary) reply.header('Vary', options.vary);
    return sendHtml(
      reply,
      options.status,
      options.lang ? withLang(shell, options.lang) : shell,
      options.cacheControl,
    );
  });

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
