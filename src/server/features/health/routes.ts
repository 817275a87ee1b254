import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  degradedSchema,
  livenessSchema,
  readySchema,
  unavailableSchema,
} from '../../../domain/health/schemas';
import { errorBodySchema } from '../../../domain/errors';
import { errorAnswers } from '../../lib/error-answers';

/** Liveness and readiness for load balancers and orchestrators (README "Running at scale"). */
function registerHealthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/healthz',
    { schema: { response: { 200: livenessSchema, ...errorAnswers() } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  api.get(
    '/readyz',
    {
      schema: {
        // Its own 503 says what is not ready; a shutdown's 503 is the error body.
        response: {
          ...errorAnswers(),
          200: readySchema.or(degradedSchema),
          503: unavailableSchema.or(errorBodySchema),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
      } catch {
        return reply.status(503).send({
          status: 'unavailable',
          database: app.database.driver,
          message: 'The database cannot be reached',
          code: 'SERVICE_UNAVAILABLE',
        });
      }
      const replicas = app.database.replicas?.statuses();
      if (app.rateLimitCounting() === 'memory') {
        return {
          status: 'degraded' as const,
          database: app.database.driver,
          rateLimits: 'memory' as const,
          message: 'Redis cannot be reached: rate limits are counted in this instance’s memory',
          ...(replicas ? { replicas } : {}),
        };
      }
      return {
        status: 'ready' as const,
        database: app.database.driver,
        ...(replicas ? { replicas } : {}),
      };
    },
  );
}

export const healthRoutes = fp(async (app) => registerHealthRoutes(app), {
  name: 'health-routes',
  dependencies: ['rate-limits'],
});
