import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';

// Which database a read goes to when replicas are configured (decision 036). The one way for a
// route to ask for a read that tolerates a few seconds of lag is `readsFor(request)`; everything
// else reads `app.database.db`, the primary.

/**
 * The browser's record of its last change, in milliseconds since the epoch, for as long as a
 * replica may still be without it. Not a secret nor a permission: forging one only sends that
 * browser's own reads to the primary.
 */
export const WROTE_AT_COOKIE = 'swapsies_wrote_at';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The database for a read that tolerates a few seconds of lag (public trade lists and their
 * pictures, swap matches, the catalogue): a replica within its lag bound, unless this browser
 * changed something within DATABASE_REPLICA_AFTER_WRITE_MS (it then reads its own change back from
 * the primary), the request runs in a transaction, or no replica is fit.
 */
export function readsFor(request: FastifyRequest): Database {
  const { database, config, clock } = request.server;
  if (request.idempotentTx) return request.idempotentTx;
  if (!database.replicas) return database.db;
  const wroteAt = Number(request.cookies[WROTE_AT_COOKIE]);
  if (Number.isFinite(wroteAt) && clock.now().getTime() - wroteAt < config.replicas.afterWriteMs) {
    return database.db;
  }
  return database.replicas.pick() ?? database.db;
}

/**
 * Marks the browser of every change (any unsafe method, answered or refused: a refusal may follow
 * a commit) with the time of it, so its reads stay on the primary for the window. Only with
 * replicas: without them every read is the primary's and nothing is set.
 */
export function registerReadReplicas(app: FastifyInstance) {
  if (!app.database.replicas) return;
  const { afterWriteMs } = app.config.replicas;
  app.addHook('onSend', async (request, reply, payload) => {
    if (!UNSAFE_METHODS.has(request.method)) return payload;
    reply.setCookie(WROTE_AT_COOKIE, String(app.clock.now().getTime()), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.isHttps,
      maxAge: Math.ceil(afterWriteMs / 1000),
    });
    return payload;
  });
}
