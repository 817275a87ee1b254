import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkDeleteSchema,
  bulkUpdateSchema,
  stickerPatchSchema,
} from '../../../domain/sticker/sticker';
import { idParamSchema } from '../../../domain/text';
import { AppError, notFound } from '../../app-error';
import { databaseFor } from '../../plugins/idempotency';
import { requireUser } from '../../plugins/session';
import { VersionedCache } from '../../plugins/versioned-cache';
import { findOwnCollectionVersion, listStickersJson } from './data';
import { deleteStickers, updateSticker, updateStickers } from './mutations';
import type { StickerSkip } from './mutations';

const idParams = z.object({ id: idParamSchema });

/** A bulk call's per-id refusals as the API sends them: `{id, message}`. */
const toErrors = (skipped: readonly StickerSkip[]) =>
  skipped.map(({ id, message }) => ({ id, message }));
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** br when the client takes it, else gzip, else none — as @fastify/compress chooses for others. */
function preferredEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  return /\bgzip\b/.test(accept) ? 'gzip' : undefined;
}

function compress(body: string, encoding: 'br' | 'gzip') {
  return encoding === 'br'
    ? brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzip(body);
}

/** The sticker calls. `/bulk` is a static path, so it never reaches the `/:id` handler. */
export function registerStickerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const lockOptions = { rowLocks: app.database.driver === 'postgres' };

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

  api.get(
    '/api/collections/:id/stickers',
    { schema: { params: idParams } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const version = await findOwnCollectionVersion(db, user.id, id);
      if (version === undefined) throw notFound('Collection not found');
      const etag = `"stickers-${id}-${version}"`;
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      let body = lists.get(id, version);
      if (body === undefined) {
        body = await listStickersJson(db, id);
        lists.set(id, version, body);
      }
      reply.type('application/json; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding || body.length < 1024) return reply.send(body);
      let packed = packedLists[encoding].get(id, version);
      if (packed === undefined) {
        packed = await compress(body, encoding);
        packedLists[encoding].set(id, version, packed);
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
    { config: idempotent, schema: { body: bulkUpdateSchema } },
    async (request) => {
      const user = await requireUser(request);
      const { updated, skipped } = await updateStickers(
        databaseFor(request),
        user.id,
        request.body.updates,
        lockOptions,
      );
      return { results: { success: updated.map((s) => s.id), errors: toErrors(skipped) } };
    },
  );

  api.delete(
    '/api/stickers/bulk',
    { config: idempotent, schema: { body: bulkDeleteSchema } },
    async (request) => {
      const user = await requireUser(request);
      const { ids } = request.body;
      const { deleted, skipped } = await deleteStickers(
        databaseFor(request),
        user.id,
        ids,
        lockOptions,
      );
      return { results: { success: deleted, errors: toErrors(skipped) } };
    },
  );

  api.patch(
    '/api/stickers/:id',
    { config: idempotent, schema: { params: idParams, body: stickerPatchSchema } },
    async (request) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const result = await updateSticker(databaseFor(request), user.id, id, request.body);
      if (result.ok) return result.sticker;
      if (result.code === 'NOT_FOUND') throw notFound(result.message);
      // COLLECTION_ARCHIVED, PROMISED_COPIES (decisions 010) or CONFLICT (copies counted on a
      // sticker that is not owned, decision 016): all 409 with the reason.
      throw new AppError(result.code, result.message);
    },
  );
}
