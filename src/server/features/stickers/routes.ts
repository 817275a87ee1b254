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
import { requireUser } from '../../plugins/session';
import { isOwnCollection, listStickers } from './data';
import { COLLECTION_ARCHIVED, deleteStickers, updateStickers } from './mutations';

const idParams = z.object({ id: idParamSchema });

/** spec §7 sticker calls. `/bulk` is a static path, so it never reaches the `/:id` handler. */
export function registerStickerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  api.get('/api/collections/:id/stickers', { schema: { params: idParams } }, async (request) => {
    const user = await requireUser(request);
    if (!(await isOwnCollection(db, user.id, request.params.id)))
      throw notFound('Collection not found');
    return listStickers(db, request.params.id);
  });

  api.patch('/api/stickers/bulk', { schema: { body: bulkUpdateSchema } }, async (request) => {
    const user = await requireUser(request);
    const { updated, skipped } = await updateStickers(db, user.id, request.body.updates);
    return { results: { success: updated.map((s) => s.id), errors: skipped } };
  });

  api.delete('/api/stickers/bulk', { schema: { body: bulkDeleteSchema } }, async (request) => {
    const user = await requireUser(request);
    const { deleted, skipped } = await deleteStickers(db, user.id, request.body.ids);
    return { results: { success: deleted, errors: skipped } };
  });

  api.patch(
    '/api/stickers/:id',
    { schema: { params: idParams, body: stickerPatchSchema } },
    async (request) => {
      const user = await requireUser(request);
      const { updated, skipped } = await updateStickers(db, user.id, [
        { id: request.params.id, data: request.body },
      ]);
      const skip = skipped[0];
      if (skip?.message === COLLECTION_ARCHIVED)
        throw new AppError('COLLECTION_ARCHIVED', COLLECTION_ARCHIVED);
      if (skip) throw notFound('Sticker not found');
      return updated[0];
    },
  );
}
