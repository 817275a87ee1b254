import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectionMatchingSchema,
  ENDED_SWAP_DAYS,
  MATCH_IDLE_DAYS,
  matchesResponseSchema,
  matchingCollectionSchema,
  preparedSwapSchema,
  swapProblemSchema,
  swapRatingInputSchema,
  swapSchema,
  type MatchesResponse,
  type PreparedSwap,
  prepareSwapSchema,
} from '../../../domain/matches/schemas';
import { DEFAULT_SPECIAL_RATIO } from '../../../domain/catalogue/specials';
import {
  MATCH_CHANGED_MESSAGE,
  NOTHING_TO_SWAP_MESSAGE,
  SWAP_STICKERS_CHANGED_MESSAGE,
  swapProposalMessage,
} from '../../../domain/matches/swaps';
import { AREA_REQUIRED_MESSAGE, matchScopeQuerySchema } from '../../../domain/matches/scope';
import { idParamSchema, idParamsSchema } from '../../../domain/text';
import { AppError, notFound } from '../../app-error';
import { requireAdmin, requireUser } from '../../plugins/session';
import { VersionedCache } from '../../lib/versioned-cache';
import { withPublicUrl } from '../../../domain/sharing/public-link';
import {
  findMatches,
  findMatchesHead,
  findMatchingCollection,
  findScopeInputs,
  findTrustCounts,
  listSwapProblems,
  listSwaps,
  type RankedMatch,
} from './data';
import type { MatchScope } from '../../db/match-reach';
import { readsFor } from '../../plugins/read-replicas';
import { setFindable } from './mutations/findable';
import { prepareSwap } from './mutations/propose';
import {
  acceptSwap,
  endSwap,
  finishSwap,
  rateSwap,
  type SwapActionResult,
} from './mutations/swap-actions';
import type { Refusal } from './mutations/swap-writes';
import { errorAnswers } from '../../lib/error-answers';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;
const pairParams = z.object({ id: idParamSchema, otherCollectionId: idParamSchema });

const COLLECTION_NOT_FOUND = /*i18n*/ 'Collection not found';
const ARCHIVED_STICKERS = /*i18n*/ 'This collection is archived, so its stickers cannot be changed';
const ARCHIVED_MATCHING = /*i18n*/ 'This collection is archived, so it cannot be found for swaps';

type Ranking = { findable: boolean; circleOnly: boolean; matches: RankedMatch[] };
/** About the bytes a cached ranking holds: its codes as text, plus a little per match. */
const rankingSize = (ranking: Ranking) =>
  ranking.matches.reduce(
    (bytes, match) =>
      bytes + 200 + match.username.length + (match.youGet.length + match.youGive.length) * 8,
    100,
  );

/** The HTTP answer of a refused swap action. */
function refusalError(refusal: Refusal, notFoundMessage: string, changedMessage: string) {
  switch (refusal.reason) {
    case 'not-found':
      return notFound(notFoundMessage);
    case 'no-match':
      return notFound(/*i18n*/ 'This collector is not a match any more — refresh your matches');
    case 'archived':
      return new AppError('COLLECTION_ARCHIVED', ARCHIVED_STICKERS);
    case 'nothing-to-swap':
      return new AppError('MATCH_CHANGED', NOTHING_TO_SWAP_MESSAGE);
    case 'changed':
      return new AppError('MATCH_CHANGED', changedMessage);
    case 'wrong-state':
      return new AppError('CONFLICT', refusal.message);
  }
}

const swapAnswer = (result: SwapActionResult) => {
  if (result.ok) return result.swap;
  throw refusalError(result, /*i18n*/ 'Swap not found', SWAP_STICKERS_CHANGED_MESSAGE);
};

/**
 * Swap matches (decisions 010): opting in, the ranked matches of a collection, and swaps from
 * proposal to done. Every id is checked against the signed-in user; someone else's is 404.
 */
function registerMatchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const daysAgo = (days: number) => new Date(app.clock.now().getTime() - days * DAY_MS);
  // Writes that reach other collectors are limited per address, like the other limited routes.
  const matchingLimit = app.limit({ name: 'matching-ip', max: 60, windowMs: 15 * MINUTE });
  const proposeLimit = app.limit({ name: 'swap-propose-ip', max: 60, windowMs: 60 * MINUTE });
  const swapLimit = app.limit({ name: 'swap-action-ip', max: 120, windowMs: 15 * MINUTE });
  // Ranked matches by what they depend on (findMatchesHead): a repeat costs one indexed read
  // instead of the ranking over every candidate. Bounded in bytes (MATCHES_CACHE_MB), per process.
  const rankings = new VersionedCache<Ranking>(app.config.cacheBytes.matches, rankingSize);

  api.patch(
    '/api/collections/:id/matching',
    {
      onRequest: [matchingLimit],
      schema: {
        params: idParamsSchema,
        body: collectionMatchingSchema,
        response: {
          200: matchingCollectionSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const result = await setFindable(db, { userId: user.id, id, ...request.body });
      if (!result.ok) {
        throw result.reason === 'archived'
          ? new AppError('COLLECTION_ARCHIVED', ARCHIVED_MATCHING)
          : notFound(COLLECTION_NOT_FOUND);
      }
      // Deleted between the change and this read, by another request of the same user.
      const collection = await findMatchingCollection(db, user.id, id);
      if (!collection) throw notFound(COLLECTION_NOT_FOUND);
      return withPublicUrl(app.config.appUrl, collection);
    },
  );

  api.get(
    '/api/collections/:id/matches',
    {
      schema: {
        params: idParamsSchema,
        querystring: matchScopeQuerySchema,
        response: { 200: matchesResponseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request): Promise<MatchesResponse> => {
      const user = await requireUser(request);
      // Other collectors' lists, a few seconds old at most; own changes read back (decision 036).
      const db = readsFor(request);
      const { id } = request.params;
      const { near, circle } = request.query;
      const circleId = circle === undefined ? undefined : Number(circle);
      const [head, swaps, mine] = await Promise.all([
        findMatchesHead(db, user.id, id),
        listSwaps(db, { userId: user.id, collectionId: id, endedSince: daysAgo(ENDED_SWAP_DAYS) }),
        findScopeInputs(db, user.id, circleId),
      ]);
      if (!head) throw notFound(COLLECTION_NOT_FOUND);
      // The filter (decision 020): near me needs my area; a circle must be one of my open ones.
      let scope: MatchScope = { kind: 'everyone' };
      if (near) {
        if (!mine.area) throw new AppError('AREA_REQUIRED', AREA_REQUIRED_MESSAGE);
        scope = { kind: 'near', ...mine.area };
      } else if (circleId !== undefined) {
        if (!mine.inCircle) throw notFound(/*i18n*/ 'Circle not found');
        scope = { kind: 'circle', circleId };
      }
      const activeSince = daysAgo(MATCH_IDLE_DAYS);
      // The idle cut-off moves by the day, so a ranking is reused within one day at most. An
      // area or circle change bumps the versions of its collector's collections, so the head
      // changes with it.
      const filter = scope.kind === 'circle' ? `c${scope.circleId}` : scope.kind;
      const key = `${id}:${filter}:${head.candidates}:${activeSince.toISOString().slice(0, 10)}`;
      let ranked = rankings.get(key, head.version);
      if (!ranked) {
        ranked = await findMatches(db, {
          userId: user.id,
          collectionId: id,
          activeSince,
          scope,
          myReach: mine.area ?? undefined,
        });
        if (!ranked) throw notFound(COLLECTION_NOT_FOUND);
        rankings.set(key, head.version, ranked);
      }
      // Fresh on every request, not cached with the ranking (decision 019).
      const trust = await findTrustCounts(
        db,
        ranked.matches.map((match) => match.collectionId),
      );
      const matches = ranked.matches.map((match) => ({
        ...match,
        ...(trust.get(match.collectionId) ?? { swapsDone: 0, swapProblems: 0 }),
      }));
      return { findable: ranked.findable, circleOnly: ranked.circleOnly, matches, swaps };
    },
  );

  api.post(
    '/api/collections/:id/matches/:otherCollectionId/swap',
    {
      onRequest: [proposeLimit],
      schema: {
        params: pairParams,
        body: prepareSwapSchema,
        response: {
          201: preparedSwapSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const result = await prepareSwap(db, {
        userId: user.id,
        collectionId: request.params.id,
        otherCollectionId: request.params.otherCollectionId,
        specialRatio: request.body?.specialRatio ?? DEFAULT_SPECIAL_RATIO,
        activeSince: daysAgo(MATCH_IDLE_DAYS),
        now: app.clock.now(),
      });
      if (!result.ok) throw refusalError(result, COLLECTION_NOT_FOUND, MATCH_CHANGED_MESSAGE);
      const message = swapProposalMessage({
        partnerUsername: result.swap.partnerUsername,
        albumTitle: result.albumTitle,
        iGive: result.swap.iGive,
        iGet: result.swap.iGet,
      });
      const answer: PreparedSwap = { swap: result.swap, message };
      return reply.status(201).send(answer);
    },
  );

  const action = (
    path: string,
    run: (params: { userId: number; swapId: number; now: Date }) => Promise<SwapActionResult>,
  ) =>
    api.post(
      `/api/swaps/:id/${path}`,
      {
        onRequest: [swapLimit],
        schema: {
          params: idParamsSchema,
          response: { 200: swapSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 429) },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return swapAnswer(
          await run({ userId: user.id, swapId: request.params.id, now: app.clock.now() }),
        );
      },
    );
  action('accept', (params) => acceptSwap(db, params));
  action('decline', (params) => endSwap(db, { ...params, as: 'declined' }));
  action('cancel', (params) => endSwap(db, { ...params, as: 'cancelled' }));
  action('done', (params) => finishSwap(db, params));

  api.post(
    '/api/swaps/:id/rating',
    {
      onRequest: [swapLimit],
      schema: {
        params: idParamsSchema,
        body: swapRatingInputSchema,
        response: { 200: swapSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { verdict, note } = request.body;
      return swapAnswer(
        await rateSwap(db, {
          userId: user.id,
          swapId: request.params.id,
          now: app.clock.now(),
          verdict,
          note,
        }),
      );
    },
  );

  api.get(
    '/api/admin/swap-problems',
    { schema: { response: { 200: swapProblemSchema.array(), ...errorAnswers(401, 403) } } },
    async (request) => {
      await requireAdmin(request);
      return listSwapProblems(db);
    },
  );
}

export const matchRoutes = fp(async (app) => registerMatchRoutes(app), {
  name: 'match-routes',
  dependencies: ['sessions', 'rate-limits'],
});
