import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../domain/errors';
import { createTestApp, type TestApp } from '../test/app';

// Every route declares, in its schema's `response`, each error status it can answer, as the one
// error body (or, for /readyz's 503, its own report beside it) (`errorAnswers`, src/server/lib/error-answers.ts). This suite checks what follows
// from a route's shape; what its handler refuses is checked by every API test, which fails on an
// error answer its route did not declare (src/test/error-answers.ts).

/** Sent without cookies and authorised by their own signature: no CSRF guard (decision 003). */
const signedRoutes = new Set(['/api/stripe/webhook', '/unsubscribe', '/resubscribe']);
const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What a route's shape says it can answer, whatever its handler does. */
function requiredStatuses(method: string, url: string, schema: Record<string, unknown>) {
  const required = [500, 503];
  if (schema.params || schema.querystring || schema.body) required.push(400);
  if (stateChanging.has(method)) {
    // The body is parsed (400 when it is not JSON) and bounded in size (413).
    required.push(400, 413);
    // The request guard: another site's request (403) or a body that is not JSON (415).
    if (!signedRoutes.has(url)) required.push(403, 415);
  }
  return [...new Set(required)].sort();
}

describe('error answers', () => {
  it('every route declares the error body for each error its shape can answer', () => {
    const missing: string[] = [];
    const routes = t.app.routeSchemas.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(80);
    for (const { method, url, schema } of routes) {
      const response = (schema?.response ?? {}) as Record<string, unknown>;
      for (const status of requiredStatuses(
        method,
        url,
        (schema ?? {}) as Record<string, unknown>,
      )) {
        if (!response[status]) missing.push(`${method} ${url}: ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('a route that asks for the caller declares 401', async () => {
    // A request without a session to each /api route that needs one answers 401; the access
    // matrix covers every route, and the check on every answer fails an undeclared one, so here
    // one route of each kind stands for the rule.
    const answer = await t.app.inject({ method: 'GET', url: '/api/collections' });
    expect(answer.statusCode).toBe(401);
    expect(errorBodySchema.parse(answer.json())).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
