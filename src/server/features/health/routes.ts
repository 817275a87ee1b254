import type { FastifyInstance } from 'fastify';

/** Liveness and readiness for load balancers and orchestrators (README "Running at scale"). */
export function registerHealthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready', database: app.database.driver };
    } catch {
      return reply.status(503).send({
        status: 'unavailable',
        database: app.database.driver,
        message: 'The database cannot be reached',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
  });
}
