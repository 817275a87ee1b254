import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadDocuments, shellWithHead, type Documents } from './documents';

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Cookie')
    .type('text/html; charset=utf-8')
    .send(html);
}

function notFoundJson(reply: FastifyReply) {
  return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
}

async function chooseDocument(
  app: FastifyInstance,
  docs: Documents,
  request: FastifyRequest,
  pathname: string,
) {
  const prerendered = docs.prerendered.get(pathname === '' ? '/' : pathname);
  if (prerendered) {
    // A signed-in collector on `/` gets the app straight away, without the landing page flashing.
    if (pathname === '/' && (await app.resolveSessionUser(request)))
      return { status: 200, html: docs.shell };
    return { status: 200, html: prerendered };
  }
  return { status: docs.isAppRoute(pathname) ? 200 : 404, html: docs.shell };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the SPA shell, optionally with a page's own head tags (title, Open Graph...). */
    sendShell(reply: FastifyReply, options: { status: number; head?: string }): FastifyReply;
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
        } else {
          res.header('Cache-Control', 'public, max-age=3600');
        }
      },
    });
  }

  app.decorate('sendShell', (reply: FastifyReply, options: { status: number; head?: string }) => {
    if (!docs) return notFoundJson(reply);
    return sendHtml(
      reply,
      options.status,
      options.head ? shellWithHead(docs.shell, options.head) : docs.shell,
    );
  });

  if (docs) {
    app.get('/sitemap.xml', (_request, reply) =>
      reply.type('application/xml; charset=utf-8').send(docs.sitemap),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$)/.test(pathname);
    if (!isPage || !docs) return notFoundJson(reply);
    const { status, html } = await chooseDocument(
      app,
      docs,
      request,
      pathname.replace(/\/+$/, '') || '/',
    );
    return sendHtml(reply, status, html);
  });
}
