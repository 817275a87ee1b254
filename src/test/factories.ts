import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PublicUser } from '../domain/account/user';
import type { Sticker } from '../domain/sticker/sticker';
import type { DatabaseHandle } from '../server/db/client';
import { users } from '../server/db/schema';
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
 * Makes the user Pro (until 2030) by writing the database: no route grants Pro without an admin
 * or a payment, and neither is what these tests are about.
 */
export async function makePro(database: DatabaseHandle, user: SignedInUser) {
  await database.db
    .update(users)
    .set({ proUntil: new Date('2030-01-01') })
    .where(eq(users.id, user.user.id));
}

/** Makes the user an admin by writing the database (only the first account is one otherwise). */
export async function makeAdmin(database: DatabaseHandle, user: SignedInUser) {
  await database.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.user.id));
}

/** Registers a user through the API and makes them Pro (see `makePro`). */
export async function registerProUser(t: { app: FastifyInstance; database: DatabaseHandle }) {
  const user = await registerUser(t.app);
  await makePro(t.database, user);
  return user;
}

/** Creates a numbered template through the API as `cookie`'s user; returns its id. */
export async function createTemplateFor(
  app: FastifyInstance,
  cookie: string,
  template: { title: string; totalStickers: number },
) {
  const response = await request(app, 'POST', '/api/collection-templates', template, { cookie });
  if (response.statusCode !== 201)
    throw new Error(`template: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
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
/**
 * Turns a collection's public trade list on as its owner (a new one is private until shared,
 * decision 027) and gives its public link and the unguessable id in it.
 */
export async function shareCollection(app: FastifyInstance, cookie: string, collectionId: number) {
  const response = await request(
    app,
    'PATCH',
    `/api/collections/${collectionId}/sharing`,
    { isPublic: true },
    { cookie },
  );
  if (response.statusCode !== 200)
    throw new Error(`sharing: ${response.statusCode} ${response.body}`);
  const { publicUrl } = response.json() as { publicUrl: string };
  const publicId = new URL(publicUrl).searchParams.get('collection')!;
  return { publicUrl, publicId };
}

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
  return response.json() as Sticker[];
}

/** A new collector with a new album of `totalStickers`, its stickers as listed and their ids. */
export async function collectorWithAlbum(app: FastifyInstance, totalStickers: number) {
  const owner = await registerUser(app);
  const collection = await createCollectionFor(app, owner.cookie, { totalStickers });
  const stickers = await listStickersOf(app, owner.cookie, collection.id);
  return { ...owner, collection, stickers, ids: stickers.map((s) => s.id) };
}

let idempotencyKeys = 0;
/** A fresh Idempotency-Key, shaped like the client's UUIDv7s (docs/decisions/015). */
export function newIdempotencyKey() {
  idempotencyKeys += 1;
  return `01890a5d-ac96-774b-bcce-${String(idempotencyKeys).padStart(12, '0')}`;
}

export interface Collector extends SignedInUser {
  collectionId: number;
}

/**
 * A collector with a collection of the album: every sticker owned except `needs`; `spares` are
 * for trade with the given quantity (1 = a single for-trade copy). `ids` maps each code to its
 * sticker id. Fails the test when a step is refused.
 */
export async function stockedCollector(
  app: FastifyInstance,
  templateId: number,
  state: { needs?: string[]; spares?: Record<string, number> } = {},
  user?: SignedInUser,
): Promise<Collector & { ids: Map<string, number> }> {
  const who = user ?? (await registerUser(app));
  const created = await request(app, 'POST', '/api/collections', { templateId }, who);
  if (created.statusCode !== 201)
    throw new Error(`collection: ${created.statusCode} ${created.body}`);
  const collectionId = created.json().id as number;
  const stickers = await listStickersOf(app, who.cookie, collectionId);
  const needs = new Set(state.needs ?? []);
  const spares = state.spares ?? {};
  const updates = stickers
    .filter((s) => !needs.has(s.number))
    .map((s) => ({
      id: s.id,
      data:
        spares[s.number] === undefined
          ? { owned: true }
          : { forTrade: true, quantity: spares[s.number]! },
    }));
  if (updates.length > 0) {
    const bulk = await request(app, 'PATCH', '/api/stickers/bulk', { updates }, who);
    const errors = bulk.json().results?.errors;
    if (bulk.statusCode !== 200 || errors?.length)
      throw new Error(`stickers: ${bulk.statusCode} ${bulk.body}`);
  }
  return { ...who, collectionId, ids: new Map(stickers.map((s) => [s.number, s.id])) };
}

/**
 * A collector of the template whom matching can find: a collection with every sticker owned
 * except `needs`, and two copies of each of `spares` (one on offer). A new user unless `user` is
 * given.
 */
export async function findableCollector(
  app: FastifyInstance,
  templateId: number,
  state: { needs: string[]; spares: string[] },
  user?: SignedInUser,
): Promise<Collector> {
  const spares = Object.fromEntries(state.spares.map((code) => [code, 2]));
  const { ids: _ids, ...collector } = await stockedCollector(
    app,
    templateId,
    { needs: state.needs, spares },
    user,
  );
  const { collectionId } = collector;
  const matching = await request(
    app,
    'PATCH',
    `/api/collections/${collectionId}/matching`,
    { findable: true },
    collector,
  );
  if (matching.statusCode !== 200)
    throw new Error(`matching: ${matching.statusCode} ${matching.body}`);
  return collector;
}

/** The first collector proposes the swap their match with the second offers; the swap's id. */
export async function proposeSwap(app: FastifyInstance, proposer: Collector, partner: Collector) {
  const response = await request(
    app,
    'POST',
    `/api/collections/${proposer.collectionId}/matches/${partner.collectionId}/swap`,
    undefined,
    proposer,
  );
  if (response.statusCode !== 201)
    throw new Error(`proposal: ${response.statusCode} ${response.body}`);
  return response.json().swap.id as number;
}

/**
 * Moves the fake clock on by `ms` and signs each collector in again (a session idles out after 12
 * hours), keeping their cookie up to date.
 */
export async function signInAgainAfter(
  t: { app: FastifyInstance; clock: { advance(ms: number): void } },
  ms: number,
  ...who: SignedInUser[]
) {
  t.clock.advance(ms);
  for (const user of who) {
    const response = await request(t.app, 'POST', '/api/login', {
      username: user.user.username,
      password: user.password,
      rememberMe: true,
    });
    if (response.statusCode !== 200)
      throw new Error(`login: ${response.statusCode} ${response.body}`);
    user.cookie = sessionCookieFrom(t.app, response);
  }
}
