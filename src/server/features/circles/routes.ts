import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  circleDetailSchema,
  circleDoneSchema,
  circleInviteSchema,
  circleListSchema,
  circleOnlyResultSchema,
  circleOnlySchema,
  createCircleSchema,
  inviteTokenSchema,
  MAX_CIRCLE_MEMBERS,
  MAX_ORGANISED_CIRCLES,
  removeMemberSchema,
  type CircleDetail,
  type CircleInvite,
} from '../../../domain/circles/schemas';
import { idParamsSchema } from '../../../domain/text';
import { AppError, notFound } from '../../app-error';
import { requireUser } from '../../plugins/session';
import { findSharedPublicIds } from '../sharing/public';
import { findCircle, findInvite, listMyCircles } from './data';
import {
  closeCircle,
  createCircle,
  joinCircle,
  leaveCircle,
  regenerateInvite,
  removeMember,
  setCircleOnly,
  type CircleResult,
} from './mutations';
import { errorAnswers } from '../../lib/error-answers';

const MINUTE = 60_000;
const tokenParams = z.object({ token: inviteTokenSchema });
const emptyBody = z.object({}).strict();

const CIRCLE_NOT_FOUND = /*i18n*/ 'Circle not found';
const DEAD_LINK =
  /*i18n*/ 'This invite link does not work any more — ask the organiser for a new one';
const EXPIRED_LINK = /*i18n*/ 'This invite link has expired — ask the organiser for a new one';
const REMOVED =
  /*i18n*/ 'You were removed from this circle — ask the organiser for a new invitation';

/** 32 random bytes: an invite link nobody can guess (decision 020). */
const newToken = () => randomBytes(32).toString('base64url');

function refusal(
  result:
    Exclude<CircleResult<unknown>, { ok: true }> | { reason: 'no-member' | 'expired' | 'removed' },
) {
  switch (result.reason) {
    case 'expired':
      return notFound(EXPIRED_LINK);
    case 'removed':
      return new AppError('FORBIDDEN', REMOVED);
    case 'not-found':
      return notFound(CIRCLE_NOT_FOUND);
    case 'not-organiser':
      return new AppError('FORBIDDEN', /*i18n*/ 'Only the organiser of this circle can do that');
    case 'limit':
      return new AppError(
        'CONFLICT',
        /*i18n*/ {
          id: 'You already organise {max} circles — close one to start another',
          values: { max: MAX_ORGANISED_CIRCLES },
        },
      );
    case 'organiser':
      return new AppError(
        'CONFLICT',
        /*i18n*/ 'You organise this circle, so you cannot leave it — close it instead',
      );
    case 'full':
      return new AppError(
        'CONFLICT',
        /*i18n*/ {
          id: 'This circle is full ({max} members)',
          values: { max: MAX_CIRCLE_MEMBERS },
        },
      );
    case 'no-member':
      return notFound(/*i18n*/ 'That collector is not a member of this circle');
  }
}

/**
 * Swap circles (docs/product.md "Swap circles", decision 020): create, invite by link, join,
 * remove, close, leave, and a collection's "circle only" setting. Only members see a circle; a
 * circle that is closed or not mine is 404, like a missing one.
 */
function registerCircleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const writeLimit = app.limit({ name: 'circle-write-ip', max: 60, windowMs: 15 * MINUTE });
  // Invite links are unguessable, but lookups are limited anyway so nobody can try them in bulk.
  const inviteLimit = app.limit({ name: 'circle-invite-ip', max: 60, windowMs: 15 * MINUTE });

  /** When a link made now stops working (`CIRCLE_INVITE_DAYS`, decision 030). */
  const inviteExpiresAt = () =>
    new Date(app.clock.now().getTime() + app.config.circleInviteDays * 24 * 60 * 60 * 1000);

  const detail = async (userId: number, id: number): Promise<CircleDetail> => {
    const circle = await findCircle(db, userId, id);
    if (!circle) throw notFound(CIRCLE_NOT_FOUND);
    return circle;
  };

  api.get(
    '/api/circles',
    { schema: { response: { 200: circleListSchema, ...errorAnswers(401) } } },
    async (request) => {
      const user = await requireUser(request);
      return { circles: await listMyCircles(db, user.id) };
    },
  );

  api.post(
    '/api/circles',
    {
      onRequest: [writeLimit],
      schema: {
        body: createCircleSchema,
        response: {
          201: circleDetailSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const result = await createCircle(db, {
        userId: user.id,
        name: request.body.name,
        token: newToken(),
        now: app.clock.now(),
        inviteExpiresAt: inviteExpiresAt(),
      });
      if (!result.ok) throw refusal(result);
      return reply.status(201).send(await detail(user.id, result.value));
    },
  );

  api.get(
    '/api/circles/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: circleDetailSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return detail(user.id, Number(request.params.id));
    },
  );

  const circleAction = (
    path: string,
    run: (params: { userId: number; circleId: number }) => Promise<{ ok: boolean }>,
  ) =>
    api.post(
      `/api/circles/:id/${path}`,
      {
        onRequest: [writeLimit],
        schema: {
          params: idParamsSchema,
          body: emptyBody,
          // Inviting anew answers the circle with its new link; closing and leaving, done.
          response: {
            200: path === 'invite' ? circleDetailSchema : circleDoneSchema,
            ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 429),
          },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const circleId = Number(request.params.id);
        const result = await run({ userId: user.id, circleId });
        if (!result.ok) throw refusal(result as Parameters<typeof refusal>[0]);
        return path === 'invite' ? detail(user.id, circleId) : { ok: true as const };
      },
    );
  circleAction('invite', (params) =>
    regenerateInvite(db, { ...params, token: newToken(), inviteExpiresAt: inviteExpiresAt() }),
  );
  circleAction('close', (params) => closeCircle(db, { ...params, now: app.clock.now() }));
  circleAction('leave', (params) => leaveCircle(db, params));

  api.post(
    '/api/circles/:id/members/remove',
    {
      onRequest: [writeLimit],
      schema: {
        params: idParamsSchema,
        body: removeMemberSchema,
        response: {
          200: circleDetailSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const circleId = Number(request.params.id);
      const result = await removeMember(db, {
        userId: user.id,
        circleId,
        username: request.body.username,
        now: app.clock.now(),
      });
      if (!result.ok) throw refusal(result);
      return detail(user.id, circleId);
    },
  );

  api.get(
    '/api/circle-invites/:token',
    {
      onRequest: [inviteLimit],
      schema: {
        params: tokenParams,
        response: { 200: circleInviteSchema, ...errorAnswers(400, 401, 403, 404, 429) },
      },
    },
    async (request): Promise<CircleInvite> => {
      const user = await requireUser(request);
      const invite = await findInvite(db, user.id, request.params.token, app.clock.now());
      if (!invite) throw notFound(DEAD_LINK);
      const { expired, removed, ...shown } = invite;
      if (!shown.isMember && expired) throw notFound(EXPIRED_LINK);
      if (!shown.isMember && removed) throw new AppError('FORBIDDEN', REMOVED);
      return shown;
    },
  );

  api.post(
    '/api/circle-invites/:token/join',
    {
      onRequest: [inviteLimit],
      schema: {
        params: tokenParams,
        body: emptyBody,
        response: {
          200: circleDetailSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const result = await joinCircle(db, {
        userId: user.id,
        token: request.params.token,
        now: app.clock.now(),
      });
      if (!result.ok) throw result.reason === 'not-found' ? notFound(DEAD_LINK) : refusal(result);
      return detail(user.id, result.value);
    },
  );

  api.patch(
    '/api/collections/:id/circle-only',
    {
      onRequest: [writeLimit],
      schema: {
        params: idParamsSchema,
        body: circleOnlySchema,
        response: {
          200: circleOnlyResultSchema,
          ...errorAnswers(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const id = Number(request.params.id);
      const wasShared = request.body.circleOnly ? await findSharedPublicIds(db, user.id, id) : [];
      if (!(await setCircleOnly(db, { userId: user.id, id, ...request.body }))) {
        throw notFound(/*i18n*/ 'Collection not found');
      }
      // Circle only stops public sharing: a CDN's copy goes too (issue 31), without waiting.
      void app.cdn.purge(wasShared, request.log);
      return { id, circleOnly: request.body.circleOnly };
    },
  );
}

export const circleRoutes = fp(async (app) => registerCircleRoutes(app), {
  name: 'circle-routes',
  dependencies: ['sessions', 'rate-limits'],
});
