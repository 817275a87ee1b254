import type { FastifyInstance } from 'fastify';
import type { PublicUser } from '../domain/account/user';
import { request, sessionCookieFrom } from './http';

let counter = 0;

/** A unique username for this test file. */
export function uniqueUsername(prefix = 'collector') {
  counter += 1;
  return `${prefix}${counter}`;
}

export interface SignedInUser {
  user: PublicUser;
  cookie: string;
  password: string;
}

/** Registers a user through the API and returns it with its session cookie. */
export async function registerUser(
  app: FastifyInstance,
  overrides: { username?: string; email?: string; password?: string; ip?: string } = {},
): Promise<SignedInUser> {
  const username = overrides.username ?? uniqueUsername();
  const password = overrides.password ?? 'correct horse battery';
  const response = await request(
    app,
    'POST',
    '/api/register',
    { username, email: overrides.email ?? `${username.toLowerCase()}@example.com`, password },
    overrides.ip ? { ip: overrides.ip } : {},
  );
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { user: response.json(), cookie: sessionCookieFrom(app, response), password };
}

/**
 * Creates a template and a collection from it through the API; returns the collection. The
 * template is numbered (`totalStickers`, 20 by default) or, given `codes`, defined by its codes.
 */
export async function createCollectionFor(
  app: FastifyInstance,
  cookie: string,
  options: { title?: string; totalStickers?: number; codes?: string } = {},
) {
  counter += 1;
  const size =
    options.codes === undefined
      ? { totalStickers: options.totalStickers ?? 20 }
      : { codes: options.codes };
  const template = await request(
    app,
    'POST',
    '/api/collection-templates',
    { title: options.title ?? `Album ${counter}`, ...size },
    { cookie },
  );
  if (template.statusCode !== 201)
    throw new Error(`template: ${template.statusCode} ${template.body}`);
  const collection = await request(
    app,
    'POST',
    '/api/collections',
    { templateId: template.json().id },
    { cookie },
  );
  if (collection.statusCode !== 201)
    throw new Error(`collection: ${collection.statusCode} ${collection.body}`);
  return collection.json() as { id: number; templateId: number; status: string };
}

/** The collection's stickers as the API lists them. */
export async function listStickersOf(app: FastifyInstance, cookie: string, collectionId: number) {
  const response = await request(
    app,
    'GET',
    `/api/collections/${collectionId}/stickers`,
    undefined,
    { cookie },
  );
  if (response.statusCode !== 200)
    throw new Error(`stickers: ${response.statusCode} ${response.body}`);
  return response.json() as Array<{
    id: number;
    number: string;
    owned: boolean;
    forTrade: boolean;
    isPending: boolean;
    pendingWith: string | null;
    isCompleted: boolean;
    quantity: number;
    isNeeded: boolean;
    promised: number;
  }>;
}
