import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AREA_CHANGES_WORDS,
  AREA_CHANGES_PER_DAY,
  areaInputSchema,
  myAreaSchema,
  resolveArea,
  type MyArea,
} from '../../../domain/nearby/area';
import {
  placesQuerySchema,
  placesResponseSchema,
  type PlacesResponse,
} from '../../../domain/nearby/world';
import { AppError } from '../../app-error';
import { addressLimit } from '../../plugins/rate-limit';
import { requireUser } from '../../plugins/session';
import { findMyArea } from './data';
import { searchPlaces, world } from './gazetteer';
import { saveArea } from './mutations';
import { errorAnswers } from '../../lib/error-answers';

const MINUTE = 60_000;

/**
 * The collector's approximate area (docs/product.md "Nearby", decision 020): read and set by
 * its owner only. Nobody else ever reads it; matches only say "within 25 km" (the viewer's own
 * radius) when each collector is within the other's radius. Setting it counts toward
 * AREA_CHANGES_PER_DAY per account (issue 31), on top of the per-address limit.
 */
function registerNearbyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  // Each change re-ranks matches for the collector's albums: limit it like other matching writes.
  const areaLimit = app.limit({ name: 'area-ip', max: 60, windowMs: 15 * MINUTE });
  // The place picker searches as the collector types: a read limited per address in memory
  // like the public reads (PUBLIC_READS_PER_MINUTE), so a flood costs no database round trip.
  const placesLimit = addressLimit({
    max: app.config.publicReadsPerMinute,
    windowMs: MINUTE,
    now: () => app.clock.now().getTime(),
  });

  /**
   * Cities and towns of the world (and US ZIP codes) for the area picker (decision 034): the
   * gazetteer stays on the server, read at the first search, and answers 10 places at most.
   */
  api.get(
    '/api/places',
    {
      onRequest: [placesLimit],
      schema: {
        querystring: placesQuerySchema,
        response: { 200: placesResponseSchema, ...errorAnswers(400, 401, 429) },
      },
    },
    async (request): Promise<PlacesResponse> => {
      await requireUser(request);
      return { places: searchPlaces(request.query) };
    },
  );

  api.get(
    '/api/user/area',
    { schema: { response: { 200: myAreaSchema, ...errorAnswers(401) } } },
    async (request): Promise<MyArea> => {
      const user = await requireUser(request);
      return findMyArea(db, user.id);
    },
  );

  api.put(
    '/api/user/area',
    {
      onRequest: [areaLimit],
      schema: {
        body: areaInputSchema,
        response: { 200: myAreaSchema, ...errorAnswers(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request): Promise<MyArea> => {
      const user = await requireUser(request);
      const resolved = resolveArea(request.body, world);
      if (!resolved.ok) throw new AppError('VALIDATION_FAILED', resolved.words);
      const today = app.clock.now().toISOString().slice(0, 10);
      const saved = await saveArea(db, user.id, resolved.area, {
        today,
        maxPerDay: AREA_CHANGES_PER_DAY,
      });
      if (!saved) throw new AppError('RATE_LIMITED', AREA_CHANGES_WORDS);
      return findMyArea(db, user.id);
    },
  );
}

export const nearbyRoutes = fp(async (app) => registerNearbyRoutes(app), {
  name: 'nearby-routes',
  dependencies: ['sessions', 'rate-limits'],
});
