import type { FastifyInstance } from 'fastify';

/**
 * A public answer: a browser asks again every time (a cheap 304 by ETag), so a list whose owner
 * turned sharing off is gone at the next visit; a shared cache (a CDN) may keep it 60 seconds.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60';
/**
 * The CDN's own policy (RFC 9213 `CDN-Cache-Control`, which browsers ignore): keep 60 seconds,
 * then serve the old copy up to 5 minutes while it revalidates, so a spike never reaches us.
 * A list that stops being public is purged through CDN_PURGE_URL by its `Surrogate-Key`
 * (src/server/integrations/cdn/purge.ts, decision 026 "Purging a CDN").
 */
export const CDN_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/**
 * A public answer known to be behind already (a list picture sent while the current one is being
 * drawn): anyone may store it, nobody may reuse it without asking again, so the next request
 * gets the current one.
 */
export const REVALIDATE_PUBLIC = 'public, no-cache';

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
    if (isPublicAnswer) reply.header('CDN-Cache-Control', CDN_CACHE_CONTROL);
    return payload;
  });
}
