import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { livenessSchema, readySchema, unavailableSchema } from '../../../domain/health/schemas';

/** Liveness and readiness for load balancers and orchestrators (README "Running at scale"). */
export function registerHealthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/healthz', { schema: { response: { 200: livenessSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  api.get(
    '/readyz',
    { schema: { response: { 200: readySchema, 503: unavailableSchema } } },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' as const, database: app.database.driver };
      } catch {
        return reply.status(503).send({
          status: 'unavailable',
          database: app.database.driver,
          message: 'The database cannot be reached',
          code: 'SERVICE_UNAVAILABLE',
        });
      }
    },
  );
}
