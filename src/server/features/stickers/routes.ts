import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkResultSchema } from '../../../domain/collection/collection';
import {
  bulkDeleteSchema,
  bulkUpdateSchema,
  stickerListSchema,
  stickerPatchSchema,
  stickerSchema,
} from '../../../domain/sticker/sticker';
import {
  requestLineOf,
  stickerChangesResultSchema,
  stickerChangesSchema,
  type StickerChange,
  type StickerChangesResult,
} from '../../../domain/sticker/changes';
import { idParamsSchema } from '../../../domain/text';
import { AppError, notFound } from '../../app-error';
import { appErrorBody } from '../../plugins/error-handler';
import { compress, preferredEncoding } from '../../lib/precompressed';
import { databaseFor, fingerprintFor, type ChangeAnswer } from '../../plugins/idempotency';
import { requireUser } from '../../plugins/session';
import { singleFlight } from '../../lib/shared-reads';
import { VersionedCache } from '../../lib/versioned-cache';
import { findOwnCollectionVersion, listStickersJson } from './data';
import {
  applyStickerChanges,
  deleteStickers,
  updateSticker,
  updateStickers,
  type QueuedStickerChange,
  type QueuedStickerOutcome,
} from './mutations';
import type { StickerSkip } from './mutations';
import { errorAnswers } from '../../lib/error-answers';
import type { Locale } from '../../../domain/locale';
import { translateKnown } from '../../i18n/catalogs';
import { localeOfRequest } from '../../i18n/request-locale';

/**
 * A bulk call's per-id refusals as the API sends them: `{id, message}`, the message in the
 * request's language (decision 038).
 */
const toErrors = (skipped: readonly StickerSkip[], locale: Locale) =>
  skipped.map(({ id, message, words }) => ({
    id,
    message: translateKnown(locale, words?.id ?? message, words?.values, message),
  }));

/** A bulk call's answer: the ids changed and those skipped, with why. */
const bulkAnswer = (changedIds: number[], skipped: readonly StickerSkip[], locale: Locale) => ({
  results: { success: changedIds, errors: toErrors(skipped, locale) },
});

/**
 * Why one sticker's patch was refused, as its route throws it: 404 "Sticker not found", or 409
 * COLLECTION_ARCHIVED, PROMISED_COPIES (decision 010) or CONFLICT (copies counted on a sticker
 * that is not owned, decision 016), with the reason.
 */
const patchRefusal = (skip: StickerSkip) =>
  skip.code === 'NOT_FOUND'
    ? notFound(skip.words ?? skip.message)
    : new AppError(skip.code, skip.words ?? skip.message);

/**
 * A batched change's answer: the status and body its own request gets from the routes below,
 * built by the same helpers and encoded by the same response schemas, so the answer stored for
 * its key is the same either way, byte for byte (decision 015).
 */
function answerOf(outcome: QueuedStickerOutcome, locale: Locale): ChangeAnswer {
  if (outcome.kind === 'bulkUpdate') {
    return {
      status: 200,
      body: z.encode(
        bulkResultSchema,
        bulkAnswer(
          outcome.updated.map((s) => s.id),
          outcome.skipped,
          locale,
        ),
      ),
    };
  }
  if (outcome.kind === 'bulkDelete') {
    return {
      status: 200,
      body: z.encode(bulkResultSchema, bulkAnswer(outcome.deleted, outcome.skipped, locale)),
    };
  }
  if (outcome.result.ok)
    return { status: 200, body: z.encode(stickerSchema, outcome.result.sticker) };
  const error = patchRefusal(outcome.result);
  return { status: error.statusCode, body: appErrorBody(error) };
}

const queued = (change: StickerChange): QueuedStickerChange => {
  if (change.kind === 'update') return { kind: 'update', id: change.id, data: change.body };
  if (change.kind === 'bulkUpdate') return { kind: 'bulkUpdate', updates: change.body.updates };
  return { kind: 'bulkDelete', ids: change.body.ids };
};
/** The sticker calls. `/bulk` is a static path, so it never reaches the `/:id` handler. */
function registerStickerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  // Sticker lists by collection version, per process within LIST_CACHE_MB (two thirds as JSON,
  // the rest as compressed copies, so a repeat costs no compression either): a list is rebuilt
  // only after its collection changed, and a client that has it already gets 304 from its ETag.
  const listBytes = app.config.cacheBytes.lists;
  const packedBytes = Math.floor(listBytes / 6);
  const lists = new VersionedCache<string>(listBytes - 2 * packedBytes);
  const packedLists = {
    br: new VersionedCache<Buffer>(packedBytes),
    gzip: new VersionedCache<Buffer>(packedBytes),
  };
  // Requests that miss the same version together share one read and one compression: ten at
  // once on a cold 10,000-sticker list made ten 2 MB JSON texts and ten brotli encoders, whose
  // memory the process kept after the load (decision 025, 2026-11-29).
  const readList = singleFlight<string>();
  const packList = singleFlight<Buffer>();

  api.get(
    '/api/collections/:id/stickers',
    // The body is the JSON text `listStickersJson` builds in SQL, sent as it is: Fastify runs no
    // serializer on a string or Buffer with a JSON type, so the schema documents the answer and
    // types it, and stickers.test.ts parses a list with it strictly on both databases.
    {
      schema: {
        params: idParamsSchema,
        response: { 200: stickerListSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, typedReply) => {
      // Answered by hand, with 304 or the list's text: the base reply type takes both.
      const reply = typedReply as FastifyReply;
      const user = await requireUser(request);
      const { id } = request.params;
      const version = await findOwnCollectionVersion(db, user.id, id);
      if (version === undefined) throw notFound(/*i18n*/ 'Collection not found');
      const etag = `"stickers-${id}-${version}"`;
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      let body = lists.get(id, version);
      if (body === undefined) {
        body = await readList(`${id}:${version}`, async () => {
          const read = await listStickersJson(db, id);
          lists.set(id, version, read);
          return read;
        });
      }
      reply.type('application/json; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding || body.length < 1024) return reply.send(body);
      let packed = packedLists[encoding].get(id, version);
      if (packed === undefined) {
        const text = body;
        packed = await packList(`${encoding}:${id}:${version}`, async () => {
          const made = await compress(text, encoding);
          packedLists[encoding].set(id, version, made);
          return made;
        });
      }
      // @fastify/compress leaves a response that already has a Content-Encoding alone.
      return reply
        .header('Content-Encoding', encoding)
        .header('Vary', 'Accept-Encoding')
        .send(packed);
    },
  );

  // The writes honour Idempotency-Key (decision 015), so they write through `databaseFor`.
  const idempotent = { idempotent: true };

  api.patch(
    '/api/stickers/bulk',
    {
      config: idempotent,
      schema: {
        body: bulkUpdateSchema,
        response: { 200: bulkResultSchema, ...errorAnswers(400, 401, 403, 409, 413, 415, 422) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { updated, skipped } = await updateStickers(
        databaseFor(request),
        user.id,
        request.body.updates,
      );
      return bulkAnswer(
        updated.map((s) => s.id),
        skipped,
        await localeOfRequest(request),
      );
    },
  );

  api.delete(
    '/api/stickers/bulk',
    {
      config: idempotent,
      schema: {
        body: bulkDeleteSchema,
        response: { 200: bulkResultSchema, ...errorAnswers(400, 401, 403, 409, 413, 415, 422) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { ids } = request.body;
      const { deleted, skipped } = await deleteStickers(databaseFor(request), user.id, ids);
      return bulkAnswer(deleted, skipped, await localeOfRequest(request));
    },
  );

  api.patch(
    '/api/stickers/:id',
    {
      config: idempotent,
      // A small object on the hottest write: its encoding costs microseconds (decision 015
      // stores what it encodes, so a replay is the same bytes).
      schema: {
        params: idParamsSchema,
        body: stickerPatchSchema,
        response: { 200: stickerSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const result = await updateSticker(databaseFor(request), user.id, id, request.body);
      if (result.ok) return result.sticker;
      throw patchRefusal(result);
    },
  );

  // The outbox's backlog, up to 100 changes a request (decision 016 "Sending the backlog"): each
  // change keeps its own Idempotency-Key and gets the answer its own request would have got, so
  // a change sent alone and then here (or the other way round) is applied once. A body that
  // fails validation refuses the whole batch (400) and changes nothing.
  api.post(
    '/api/stickers/changes',
    {
      schema: {
        body: stickerChangesSchema,
        response: { 200: stickerChangesResultSchema, ...errorAnswers(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const changes = request.body.changes.map((change) => {
        const { method, url } = requestLineOf(change);
        return { ...change, fingerprint: fingerprintFor(method, url, change.body) };
      });
      const locale = await localeOfRequest(request);
      const answers = await app.applyKeyedChanges(user.id, changes, async (tx, fresh) =>
        (await applyStickerChanges(tx, user.id, fresh.map(queued))).map((outcome) =>
          answerOf(outcome, locale),
        ),
      );
      return { answers } satisfies StickerChangesResult;
    },
  );
}

export const stickerRoutes = fp(async (app) => registerStickerRoutes(app), {
  name: 'sticker-routes',
  dependencies: ['sessions', 'idempotency'],
});
