import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inPersonSwapInputSchema,
  inPersonSwapResultSchema,
  inPersonSwapsResponseSchema,
  normaliseTradeCode,
  resolvedTradeCodeSchema,
  revokedTradeCodeSchema,
  scannedMeResponseSchema,
  TRADE_CODE_LIFETIME_MS,
  tradeCodeResponseSchema,
  UNKNOWN_TRADE_CODE_MESSAGE,
  type ResolvedTradeCode,
  type ScannedMeResponse,
  type TradeCodeResponse,
} from '../../../domain/trade/in-person-swap';
import { idParamsSchema } from '../../../domain/text';
import { AppError, notFound } from '../../app-error';
import { databaseFor } from '../../plugins/idempotency';
import { requireUser } from '../../plugins/session';
import { isCollectionShownTo } from '../../db/visibility';
import {
  encodedTradeListOf,
  findLiveTradeCode,
  findOwnCollectionOfAlbum,
  findTradeCollection,
  listInPersonSwaps,
  listScansOf,
  listSwapsToMirror,
} from './data';
import { confirmInPersonSwap } from './mutations/confirm';
import type { InPersonSwapResult, TradeRefusal } from './mutations/in-person-writes';
import { createTradeCode, recordScan, revokeTradeCode } from './mutations/trade-codes';
import { undoInPersonSwap } from './mutations/undo';
import { errorAnswers } from '../../lib/error-answers';

const MINUTE = 60_000;
const codeParams = z.object({ code: z.string().max(40) });

const COLLECTION_NOT_FOUND = /*i18n*/ 'Collection not found';
const SWAP_NOT_FOUND = /*i18n*/ 'Swap not found';
const ARCHIVED_STICKERS = /*i18n*/ 'This collection is archived, so its stickers cannot be changed';
const ARCHIVED_CODE = /*i18n*/ 'This collection is archived, so it cannot be traded';

function refusalError(refusal: TradeRefusal, notFoundMessage: string, archivedMessage: string) {
  switch (refusal.reason) {
    case 'not-found':
      return notFound(notFoundMessage);
    case 'archived':
      return new AppError('COLLECTION_ARCHIVED', archivedMessage);
    case 'conflict':
      return new AppError('CONFLICT', refusal.message);
  }
}

const answer = (result: InPersonSwapResult, notFoundMessage: string) => {
  if (!result.ok) throw refusalError(result, notFoundMessage, ARCHIVED_STICKERS);
  return { swap: result.swap, stickers: result.stickers, isRepeat: result.isRepeat };
};

/**
 * Trade in person (docs/decisions/017): confirming and undoing a swap on my own collection,
 * short codes for my list, resolving someone's code, and who resolved mine. Every collection and
 * swap id is checked against the signed-in user; someone else's is 404.
 */
function registerTradeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  // Codes are limited per address like the other writes that reach other collectors; resolving
  // is limited too, so nobody can walk the code space.
  const codeLimit = app.limit({ name: 'trade-code-ip', max: 60, windowMs: 15 * MINUTE });
  const resolveLimit = app.limit({
    name: 'trade-code-resolve-ip',
    max: 120,
    windowMs: 15 * MINUTE,
  });
  // Confirm and undo go through the outbox with an Idempotency-Key (decision 015).
  const idempotent = { idempotent: true };

  api.post(
    '/api/collections/:id/in-person-swaps',
    {
      config: idempotent,
      schema: {
        params: idParamsSchema,
        body: inPersonSwapInputSchema,
        response: {
          200: inPersonSwapResultSchema,
          201: inPersonSwapResultSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const result = await confirmInPersonSwap(databaseFor(request), {
        userId: user.id,
        collectionId: request.params.id,
        input: request.body,
        now: app.clock.now(),
      });
      const { isRepeat, ...body } = answer(result, COLLECTION_NOT_FOUND);
      // A mirror already recorded is answered as it stands, with nothing changed (decision 017).
      reply.code(isRepeat ? 200 : 201);
      return body;
    },
  );

  api.get(
    '/api/collections/:id/in-person-swaps',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: inPersonSwapsResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const swaps = await listInPersonSwaps(db, {
        userId: user.id,
        collectionId: request.params.id,
      });
      if (!swaps) throw notFound(COLLECTION_NOT_FOUND);
      return { swaps };
    },
  );

  api.post(
    '/api/in-person-swaps/:id/undo',
    {
      config: idempotent,
      schema: {
        params: idParamsSchema,
        response: {
          200: inPersonSwapResultSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const result = await undoInPersonSwap(databaseFor(request), {
        userId: user.id,
        swapId: request.params.id,
        now: app.clock.now(),
      });
      const { swap, stickers } = answer(result, SWAP_NOT_FOUND);
      return { swap, stickers };
    },
  );

  api.post(
    '/api/collections/:id/trade-code',
    {
      onRequest: [codeLimit],
      schema: {
        params: idParamsSchema,
        response: {
          201: tradeCodeResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const now = app.clock.now();
      const result = await createTradeCode(db, {
        userId: user.id,
        collectionId: request.params.id,
        now,
      });
      if (!result.ok) throw refusalError(result, COLLECTION_NOT_FOUND, ARCHIVED_CODE);
      const body: TradeCodeResponse = {
        code: result.code,
        url: `${app.config.appUrl}/trade/${result.code}`,
        expiresAt: result.expiresAt.toISOString(),
        tradeList: await encodedTradeListOf(db, result.collection, now),
      };
      return reply.status(201).send(body);
    },
  );

  /**
   * The live code's active collection and its list now, or 404 in the same words for all else —
   * including a circle-only collection and a viewer it may not be shown to (decision 030).
   */
  async function resolve(text: string, now: Date, viewerId: number) {
    const code = normaliseTradeCode(text);
    const row = code === null ? undefined : await findLiveTradeCode(db, code, now);
    const collection = row && (await findTradeCollection(db, row.collectionId));
    if (
      !row ||
      !collection ||
      collection.status !== 'active' ||
      !(await isCollectionShownTo(db, collection.id, viewerId))
    ) {
      throw notFound(UNKNOWN_TRADE_CODE_MESSAGE);
    }
    const resolved: ResolvedTradeCode = {
      tradeList: await encodedTradeListOf(db, collection, now),
      username: collection.username,
    };
    return { resolved, row, collection };
  }

  // A read: answers the list and records nothing (docs/security-checklist.md C3).
  api.get(
    '/api/trade-codes/:code',
    {
      onRequest: [resolveLimit],
      schema: {
        params: codeParams,
        response: { 200: resolvedTradeCodeSchema, ...errorAnswers(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return (await resolve(request.params.code, app.clock.now(), user.id)).resolved;
    },
  );

  // Resolving on the trade screen: the same answer, and the code's owner sees that I scanned
  // them ("They scanned you"), with my own list of the album, for a day.
  api.post(
    '/api/trade-codes/:code',
    {
      onRequest: [resolveLimit],
      schema: {
        params: codeParams,
        response: {
          200: resolvedTradeCodeSchema,
          ...errorAnswers(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const now = app.clock.now();
      const { resolved, row, collection } = await resolve(request.params.code, now, user.id);
      const mine = await findOwnCollectionOfAlbum(db, user.id, collection.templateId);
      // My collection of the album is shown to the code's owner only as the one rule allows: a
      // circle-only list is never recorded for a stranger to see (decision 030).
      const mayShowMine = mine === undefined || (await isCollectionShownTo(db, mine, row.userId));
      if (row.userId !== user.id && mayShowMine) {
        const myCollection = mine === undefined ? undefined : await findTradeCollection(db, mine);
        await recordScan(db, {
          ownerUserId: row.userId,
          collectionId: row.collectionId,
          scannerUserId: user.id,
          scannerList: myCollection && (await encodedTradeListOf(db, myCollection, now)),
          now,
        });
      }
      return resolved;
    },
  );

  api.get(
    '/api/in-person/scanned-me',
    { schema: { response: { 200: scannedMeResponseSchema, ...errorAnswers(401) } } },
    async (request): Promise<ScannedMeResponse> => {
      const user = await requireUser(request);
      const now = app.clock.now();
      const since = new Date(now.getTime() - TRADE_CODE_LIFETIME_MS);
      return {
        scans: await listScansOf(db, { userId: user.id, since }),
        swaps: await listSwapsToMirror(db, { userId: user.id, since }),
      };
    },
  );

  // The owner stops a code before its day is up, say after posting it somewhere by mistake
  // (decision 030). Someone else's code, or one that never was, is the same 404.
  api.post(
    '/api/trade-codes/:code/revoke',
    {
      schema: {
        params: codeParams,
        response: { 200: revokedTradeCodeSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const code = normaliseTradeCode(request.params.code);
      const revoked =
        code !== null &&
        (await revokeTradeCode(db, { userId: user.id, code, now: app.clock.now() }));
      if (!revoked) throw notFound(UNKNOWN_TRADE_CODE_MESSAGE);
      return { code, revoked: true as const };
    },
  );
}

export const tradeRoutes = fp(async (app) => registerTradeRoutes(app), {
  name: 'trade-routes',
  dependencies: ['sessions', 'rate-limits', 'idempotency'],
});
