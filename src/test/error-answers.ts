import type { FastifyInstance } from 'fastify';

/**
 * Every error a route answers in JSON in the API tests must be one its schema declares
 * (`errorAnswers`, `src/server/lib/error-answers.ts`): an undeclared one is turned into a 500 that
 * names the route and the status, so the test that provoked it fails and says why. A page's own
 * HTML answer (an expired unsubscribe link's page), a route without a schema (the static files'
 * plugin) and a request no route matched are left alone.
 */
export function checkErrorAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    const { url, schema, method } = request.routeOptions;
    if (status < 400 || url === undefined || !schema) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return payload;
    }
    const declared = (schema.response ?? {}) as Record<string, unknown>;
    if (String(status) in declared) return payload;
    const problem = `${method} ${url} answered ${status}, which its schema's response does not declare: ${String(payload)}`;
    console.error(problem);
    reply.code(500);
    return JSON.stringify({ message: problem, code: 'INTERNAL_ERROR' });
  });
}
