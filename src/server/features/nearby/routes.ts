import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  areaInputSchema,
  myAreaSchema,
  resolveArea,
  type MyArea,
} from '../../../domain/nearby/area';
import { AppError } from '../../app-error';
import { requireUser } from '../../plugins/session';
import { findMyArea } from './data';
import { saveArea } from './mutations';

const MINUTE = 60_000;

/**
 * The collector's approximate area (docs/product.md "Nearby", decision 020): read and set by
 * its owner only. Nobody else ever reads it; matches only say "about 12 km away".
 */
export function registerNearbyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  // Each change re-ranks matches for the collector's albums: limit it like other matching writes.
  const areaLimit = app.limit({ name: 'area-ip', max: 60, windowMs: 15 * MINUTE });

  api.get(
    '/api/user/area',
    { schema: { response: { 200: myAreaSchema } } },
    async (request): Promise<MyArea> => {
      const user = await requireUser(request);
      return findMyArea(db, user.id);
    },
  );

  api.put(
    '/api/user/area',
    { onRequest: [areaLimit], schema: { body: areaInputSchema, response: { 200: myAreaSchema } } },
    async (request): Promise<MyArea> => {
      const user = await requireUser(request);
      const resolved = resolveArea(request.body);
      if (!resolved.ok) throw new AppError('VALIDATION_FAILED', resolved.message);
      await saveArea(db, user.id, resolved.area);
      return findMyArea(db, user.id);
    },
  );
}
