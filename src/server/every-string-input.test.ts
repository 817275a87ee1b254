import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, createTestApp, type TestApp } from '../test/app';
import { createCollectionFor, registerUser } from '../test/factories';
import { request } from '../test/http';
import { users } from './db/schema';
import { safeError } from './logger';

// Decision 033: every string a request carries follows the stored-text rule before any route
// sees it. Each route the app declares (read from the app itself, so a new route is covered
// without a list), each of its string fields (path, query and body, read from its schema), fed
// NUL, a lone surrogate half and 10,000 characters, answers 4xx, never 5xx; and no value sent
// is ever written to the log.

const MARK = 'QXMARK';
const hostile = [
  ['NUL', `${MARK}\u0000`],
  ['a lone surrogate', `${MARK}\ud800`],
  ['10,000 characters', `${MARK}${'x'.repeat(10_000 - MARK.length)}`],
] as const;

// Routes whose success would end the test's own session or account.
const skipped = new Set(['POST /api/logout', 'DELETE /api/user']);

/** URL-encodes, sending a lone surrogate half as the bytes a careless client would (WTF-8). */
const encode = (value: string) => value.split('\ud800').map(encodeURIComponent).join('%ED%A0%80');

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
};

const toJson = (schema: unknown): JsonSchema | undefined => {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
};

/** Each object shape a schema accepts (a union gives several), with a plain value per field. */
function shapesOf(schema: JsonSchema | undefined): Array<Record<string, unknown>> {
  if (!schema) return [];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.flatMap(shapesOf);
  if (!schema.properties) return [];
  const base: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.properties)) {
    base[name] = plainValue(field);
  }
  return [base];
}

function plainValue(field: JsonSchema): unknown {
  if (field.const !== undefined) return field.const;
  if (field.enum) return field.enum[0];
  const type = [field.type ?? (field.anyOf ?? field.oneOf)?.[0]?.type].flat()[0];
  if (type === 'boolean') return false;
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'a';
}

const stringFields = (shape: Record<string, unknown>) =>
  Object.keys(shape).filter((name) => typeof shape[name] === 'string');

let t: TestApp;
let cookie: string;
const logs = captureLogs('debug');

beforeAll(async () => {
  // Push on, so its routes reach their handlers; payments stay off (their 503 is by design).
  const vapid = webpush.generateVAPIDKeys();
  t = await createTestApp(
    {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:inputs@swapsies.example',
    },
    { logger: logs.logger },
  );
  const user = await registerUser(t.app);
  await t.database.db
    .update(users)
    .set({ isAdmin: true, proUntil: new Date('2030-01-01') })
    .where(eq(users.id, user.user.id));
  await createCollectionFor(t.app, user.cookie, { totalStickers: 5 });
  cookie = user.cookie;
}, 180_000);
afterAll(() => t.close());

interface Probe {
  route: string;
  method: string;
  url: string;
  body?: unknown;
}

/** Every request to make: each route, each string field, each hostile value. */
function probes(): Probe[] {
  const all: Probe[] = [];
  for (const { method, url, schema } of t.app.routeSchemas) {
    if (!url.startsWith('/api/') || skipped.has(`${method} ${url}`) || method === 'HEAD') continue;
    const route = `${method} ${url}`;
    const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const path = (values: Record<string, string>) =>
      url.replace(/:(\w+)/g, (_all, name: string) => encode(values[name] ?? '1'));
    const queryShapes = shapesOf(toJson(schema?.querystring));
    const bodyShapes = shapesOf(toJson(schema?.body));
    const body = bodyShapes[0] ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
    for (const [label, value] of hostile) {
      for (const name of params) {
        all.push({
          route: `${route} :${name} ${label}`,
          method,
          url: path({ [name]: value }),
          body,
        });
      }
      for (const shape of queryShapes.length > 0 ? queryShapes : [{ q: 'a' }]) {
        for (const name of stringFields(shape)) {
          const query = Object.entries({ ...shape, [name]: value })
            .map(([k, v]) => `${encode(k)}=${encode(String(v))}`)
            .join('&');
          all.push({
            route: `${route} ?${name} ${label}`,
            method,
            url: `${path({})}?${query}`,
            body,
          });
        }
      }
      const shapes = bodyShapes.length > 0 ? bodyShapes : method === 'GET' ? [] : [{ text: 'a' }];
      for (const shape of shapes) {
        for (const name of stringFields(shape)) {
          all.push({
            route: `${route} body.${name} ${label}`,
            method,
            url: path({}),
            body: { ...shape, [name]: value },
          });
        }
      }
    }
  }
  return all;
}

describe('every string input of every route', () => {
  it('answers 4xx, never 5xx, to NUL, a lone surrogate and 10,000 characters in any string field', async () => {
    const all = probes();
    // Enough to know the walk found the routes and their fields.
    expect(all.length).toBeGreaterThan(300);
    const failures: string[] = [];
    for (const probe of all) {
      const method = probe.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const response = await request(t.app, method, probe.url, probe.body, { cookie });
      const notConfigured =
        response.statusCode === 503 && response.json().code === 'PAYMENTS_NOT_CONFIGURED';
      if (response.statusCode >= 500 && !notConfigured)
        failures.push(`${probe.route}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
    const logged = logs.lines.map((line) => JSON.stringify(line)).filter((l) => l.includes(MARK));
    expect(logged).toEqual([]);
  }, 600_000);

  it.each([
    ['GET', `/api/push/subscriptions/status?endpoint=%00`, undefined],
    ['DELETE', '/api/push/subscriptions', { endpoint: '\u0000' }],
    ['POST', '/api/circles/1/members/remove', { username: '\u0000' }],
    ['PUT', '/api/user/area', { kind: 'city', city: '\ud800', radiusKm: 5 }],
  ] as const)('%s %s answers 400 for a character no text may hold', async (method, url, body) => {
    const response = await request(t.app, method, url, body, { cookie });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().message).toMatch(/contains a character that is not allowed/);
  });
});

describe('a logged error', () => {
  it('never holds a query’s parameters or a value a database error quotes', () => {
    const database = Object.assign(
      new Error('invalid input syntax for type integer: "QXMARK-secret"'),
      { code: '22P02', detail: 'QXMARK detail' },
    );
    const query = Object.assign(
      new Error('Failed query: select * from users where email = $1\nparams: QXMARK@example.com'),
      { query: 'select …', params: ['QXMARK@example.com'], cause: database },
    );
    const logged = JSON.stringify(safeError(query));
    expect(logged).not.toContain(MARK);
    expect(logged).toContain('Failed query: select * from users where email = $1');
    expect(logged).toContain('22P02');
    expect(logged).toContain('invalid input syntax for type integer');
  });
});
