import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  isAllowedPushEndpoint,
  pushPublicKeySchema,
  pushStatusSchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeSchema,
} from '../../../domain/push/schemas';
import { AppError, notFound } from '../../app-error';
import { hashToken, requireUser } from '../../plugins/session';
import { hasPushSubscription } from './data';
import { deletePushSubscription, savePushSubscription } from './mutations';
import { errorAnswers } from '../../lib/error-answers';

const MINUTE = 60_000;

export const PUSH_OFF_MESSAGE = /*i18n*/ 'Phone notifications are not set up on this server';
export const PUSH_ENDPOINT_MESSAGE =
  /*i18n*/ 'This browser’s push service is not one Swapsies can send to';

const statusQuery = z.object({ endpoint: pushUnsubscribeSchema.shape.endpoint });

/**
 * Web Push (decision 019): the VAPID public key, and saving or forgetting this browser's
 * subscription. With no VAPID keys configured every route answers 503 PUSH_NOT_CONFIGURED, and
 * the app hides its opt-in.
 */
function registerPushRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const subscribeLimit = app.limit({ name: 'push-subscribe-ip', max: 30, windowMs: 15 * MINUTE });

  async function requirePushUser(request: FastifyRequest) {
    const user = await requireUser(request);
    if (!app.config.push) throw new AppError('PUSH_NOT_CONFIGURED', PUSH_OFF_MESSAGE);
    return user;
  }

  api.get(
    '/api/push/public-key',
    { schema: { response: { 200: pushPublicKeySchema, ...errorAnswers(401) } } },
    async (request) => {
      await requireUser(request);
      return { publicKey: app.config.push?.publicKey ?? null };
    },
  );

  api.get(
    '/api/push/subscriptions/status',
    {
      schema: {
        querystring: statusQuery,
        response: { 200: pushStatusSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const user = await requirePushUser(request);
      return { subscribed: await hasPushSubscription(db, user.id, request.query.endpoint) };
    },
  );

  api.post(
    '/api/push/subscriptions',
    {
      onRequest: [subscribeLimit],
      schema: {
        body: pushSubscriptionInputSchema,
        response: { 201: pushStatusSchema, ...errorAnswers(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = await requirePushUser(request);
      const { endpoint, keys } = request.body;
      if (!isAllowedPushEndpoint(endpoint, app.config.allowLoopbackPushEndpoints)) {
        throw new AppError('VALIDATION_FAILED', PUSH_ENDPOINT_MESSAGE);
      }
      // requireUser found the session by this cookie, so it is there.
      const token = request.cookies[app.sessionCookieName]!;
      await savePushSubscription(db, {
        userId: user.id,
        sessionTokenHash: hashToken(token),
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        now: app.clock.now(),
      });
      return reply.status(201).send({ subscribed: true });
    },
  );

  api.delete(
    '/api/push/subscriptions',
    {
      schema: {
        body: pushUnsubscribeSchema,
        response: { 204: z.undefined(), ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const user = await requirePushUser(request);
      if (!(await deletePushSubscription(db, user.id, request.body.endpoint))) {
        throw notFound(/*i18n*/ 'This browser has no phone notifications on');
      }
      return reply.status(204).send();
    },
  );
}

export const pushRoutes = fp(async (app) => registerPushRoutes(app), {
  name: 'push-routes',
  dependencies: ['sessions', 'rate-limits'],
});
