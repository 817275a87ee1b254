import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AREA_CHANGES_MESSAGE,
  AREA_CHANGES_PER_DAY,
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
 * its owner only. Nobody else ever reads it; matches only say "within 25 km" (the viewer's own
 * radius) when each collector is within the other's radius. Setting it counts toward
 * AREA_CHANGES_PER_DAY per account (issue 31), on top of the per-address limit.
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
      const today = app.clock.now().toISOString().slice(0, 10);
      const saved = await saveArea(db, user.id, resolved.area, {
        today,
        maxPerDay: AREA_CHANGES_PER_DAY,
      });
      if (!saved) throw new AppError('RATE_LIMITED', AREA_CHANGES_MESSAGE);
      return findMyArea(db, user.id);
    },
  );
}
