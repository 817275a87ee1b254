import type { FastifyInstance } from 'fastify';

/** How long a browser or CDN may keep a public answer, and serve it stale while it revalidates. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * Every API answer says how it may be cached, unless its route chose already (the sticker list's
 * ETag revalidation, the share images): private answers are `no-store`, so a shared computer or
 * a proxy never keeps someone's account; a public trade list may be cached briefly by anyone.
 * Errors are never cached, so a list shared again shows at once.
 */
export function registerCachePolicy(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url ?? request.url;
    if (!route.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
    const isPublicAnswer = route.startsWith('/api/public/') && reply.statusCode < 300;
    reply.header('Cache-Control', isPublicAnswer ? PUBLIC_CACHE_CONTROL : 'no-store');
    return payload;
  });
}
