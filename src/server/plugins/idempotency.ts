import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';
import type { Database } from '../db/client';
import { IDEMPOTENCY_KEY_PATTERN, INVALID_KEY_MESSAGE } from '../../domain/sticker/changes';
import {
  claimKey,
  claimKeys,
  deleteKeysCreatedBefore,
  findKey,
  findKeys,
  recordAnswer,
  recordAnswers,
  type KeyRecord,
} from '../db/idempotency-store';
import { translateKnown } from '../i18n/catalogs';
import { localeOfRequest } from '../i18n/request-locale';
import { appErrorBody } from './error-handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours `Idempotency-Key` (decision 015); its handler writes through `databaseFor`. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The transaction an idempotent change runs in, while its handler runs. */
    idempotentTx: Database | null;
  }
  interface FastifyInstance {
    /** Many keyed changes of one collector in one transaction: see `idempotencyPlugin`. */
    applyKeyedChanges: ApplyKeyedChanges;
  }
}

/** A change of a batch: its own key and the fingerprint of the request it stands for. */
export interface KeyedChange {
  key: string;
  fingerprint: string;
}

/** The status and JSON body a change's own request would have been answered with. */
export interface ChangeAnswer {
  status: number;
  body: unknown;
}

export type ApplyKeyedChanges = <C extends KeyedChange>(
  userId: number,
  changes: readonly C[],
  apply: (tx: Database, fresh: readonly C[]) => Promise<ChangeAnswer[]>,
) => Promise<Array<ChangeAnswer & { key: string; replayed: boolean }>>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an answer is kept for a replay: far longer than a phone stays without signal. */
export const KEEP_ANSWERS_MS = 30 * DAY_MS;
/** Sweeping costs a statement; once an hour per process keeps the table small enough. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export { INVALID_KEY_MESSAGE };
const ALREADY_SAVING = /*i18n*/ 'This change is already being saved';
export const KEY_REUSED_MESSAGE = /*i18n*/ 'This change id was already used for a different change';

/**
 * The database a route on `{ idempotent: true }` must write through: the transaction that also
 * records its answer, or the app's database when the request has no key. Anything else would run
 * outside that transaction — and on PGlite, which runs one transaction at a time, wait for it
 * forever.
 */
export function databaseFor(request: FastifyRequest): Database {
  return request.idempotentTx ?? request.server.database.db;
}

/**
 * A key's stored answer as sent again, or the refusal a key used for another change gets.
 * `undefined` fields cannot happen once the claiming transaction has committed; kept safe.
 */
function storedAnswer(
  record: KeyRecord | undefined,
  fingerprint: string,
): ChangeAnswer & { replayed: boolean } {
  const refusal = (error: AppError) => ({
    status: error.statusCode,
    body: appErrorBody(error),
    replayed: false,
  });
  if (!record || record.statusCode === null || record.responseBody === null) {
    return refusal(new AppError('CONFLICT', ALREADY_SAVING));
  }
  if (record.fingerprint !== fingerprint) {
    return refusal(new AppError('IDEMPOTENCY_KEY_REUSED', KEY_REUSED_MESSAGE));
  }
  const body = JSON.parse(record.responseBody) as unknown;
  return { status: record.statusCode, body, replayed: true };
}

/** The header's key; undefined when there is none; 400 when it is not one we accept. */
function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new AppError('VALIDATION_FAILED', INVALID_KEY_MESSAGE);
  }
  return value;
}

/**
 * What makes two requests "the same change": method, URL and the body as validated (so spacing
 * and key order in the JSON do not matter), hashed so a large bulk body is not stored twice.
 */
export function fingerprintFor(method: string, url: string, body: unknown) {
  const hash = createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
  return `${method} ${url} ${hash}`;
}

const fingerprintOf = (request: FastifyRequest) =>
  fingerprintFor(request.method, request.url, request.body);

type Handler = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;

type Outcome =
  | { kind: 'applied'; text: string }
  | { kind: 'refused'; error: AppError }
  | { kind: 'found'; record: KeyRecord | undefined };

/**
 * Sends a stored answer again, marked as such (IETF draft "The Idempotency-Key HTTP Header
 * Field"). A refusal is stored in English and its message read out in the language of the
 * request that asks again (decision 038 "Answers sent again"): the same change retried from a
 * device set to another language reads that language.
 */
async function replay(request: FastifyRequest, reply: FastifyReply, record: KeyRecord) {
  let body = record.responseBody!;
  if (record.statusCode! >= 400) {
    const locale = await localeOfRequest(request);
    const stored = JSON.parse(body) as { message?: unknown };
    if (typeof stored.message === 'string' && locale !== 'en') {
      body = JSON.stringify({ ...stored, message: translateKnown(locale, stored.message) });
    }
  }
  return reply
    .code(record.statusCode!)
    .header('Idempotent-Replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(body);
}

/**
 * `Idempotency-Key` on the routes marked `config: { idempotent: true }` (decision 015): the
 * offline outbox sends each change with its own id, and may send it more than once (a lost
 * answer, a second tab). The first request claims the key, runs the handler and stores its
 * answer IN THE SAME TRANSACTION as the change, so a change is never applied without its record
 * nor recorded without being applied. A later request with the key gets the stored answer without
 * running the handler; one still in flight waits for the first (the primary key insert is the
 * lock) and then gets its answer. 2xx answers and refusals (AppError 4xx) are stored; anything
 * else rolls the whole transaction back, so a 5xx can be sent again.
 *
 * A plugin named `idempotency`, registered before `in-flight` (which depends on it), so the
 * handler count covers the whole transaction.
 */
export const idempotencyPlugin = fp(
  async (app) => {
    app.decorateRequest('idempotentTx', null);
    let lastSweep = Number.NEGATIVE_INFINITY;

    /** Now and then, after a claim, answers older than KEEP_ANSWERS_MS go; a failure only waits. */
    async function sweepNowAndThen(now: Date) {
      if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
      lastSweep = now.getTime();
      const cutoff = new Date(now.getTime() - KEEP_ANSWERS_MS);
      await deleteKeysCreatedBefore(app.database.db, cutoff).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not sweep old idempotency keys'),
      );
    }

    /**
     * The outbox's batch (decision 016 "Sending the backlog"): many changes of one collector, each
     * with its own key, in ONE transaction. Every key is claimed in one statement (in key order,
     * so two batches sharing keys wait for each other rather than deadlock), the stored answers of
     * keys used before are read in one more, `apply` runs the fresh changes in order, and their
     * answers are recorded in one statement before the commit — the same records a request of its
     * own makes, so a key first sent alone replays here and the other way round. Refusals are
     * answers like any other; an unexpected error rolls the whole batch back, keys and all.
     */
    const applyKeyedChanges: ApplyKeyedChanges = async (userId, changes, apply) => {
      const now = app.clock.now();
      const answers = await app.database.db.transaction(async (tx) => {
        const claimed = await claimKeys(
          tx,
          changes.map(({ key, fingerprint }) => ({ userId, key, fingerprint, createdAt: now })),
        );
        const fresh = changes.filter((change) => claimed.has(change.key));
        const used = changes.filter((change) => !claimed.has(change.key));
        const stored = await findKeys(
          tx,
          userId,
          used.map((change) => change.key),
        );
        const freshAnswers = fresh.length > 0 ? await apply(tx, fresh) : [];
        if (freshAnswers.length !== fresh.length) throw new Error('one answer per fresh change');
        await recordAnswers(
          tx,
          userId,
          fresh.map((change, i) => ({
            key: change.key,
            statusCode: freshAnswers[i]!.status,
            responseBody: JSON.stringify(freshAnswers[i]!.body),
          })),
        );
        const byKey = new Map(fresh.map((change, i) => [change.key, freshAnswers[i]!]));
        return changes.map(({ key, fingerprint }) => {
          const answer = byKey.get(key);
          if (answer) return { key, ...answer, replayed: false };
          return { key, ...storedAnswer(stored.get(key), fingerprint) };
        });
      });
      await sweepNowAndThen(now);
      return answers;
    };
    app.decorate('applyKeyedChanges', applyKeyedChanges);

    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      const handler = route.handler as Handler;

      route.handler = async function idempotent(this: FastifyInstance, request, reply) {
        const key = keyOf(request);
        const user = key === undefined ? null : await app.resolveSessionUser(request);
        // No key, or not signed in (the handler answers 401): exactly as without this plugin.
        if (key === undefined || !user) return handler.call(this, request, reply);

        const fingerprint = fingerprintOf(request);
        const now = app.clock.now();
        const outcome = await app.database.db.transaction(async (tx): Promise<Outcome> => {
          const row = { userId: user.id, key, fingerprint, createdAt: now };
          if (!(await claimKey(tx, row))) {
            return { kind: 'found', record: await findKey(tx, user.id, key) };
          }
          request.idempotentTx = tx;
          try {
            const body = await handler.call(this, request, reply);
            // Serialised here, by the route's response schema for its status, and sent as this
            // very text: the stored answer is what the client received, so a replay is the same
            // bytes and lists no field the schema leaves out.
            const serialized = reply.serialize(body);
            const responseBody =
              typeof serialized === 'string' ? serialized : new TextDecoder().decode(serialized);
            await recordAnswer(tx, user.id, key, { statusCode: reply.statusCode, responseBody });
            return { kind: 'applied', text: responseBody };
          } catch (error) {
            // Not a refusal we chose: thrown on, rolling back the change and the claim alike.
            if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
            const responseBody = JSON.stringify(appErrorBody(error));
            await recordAnswer(tx, user.id, key, { statusCode: error.statusCode, responseBody });
            return { kind: 'refused', error };
          } finally {
            request.idempotentTx = null;
          }
        });

        if (outcome.kind !== 'found') await sweepNowAndThen(now);
        if (outcome.kind === 'applied') {
          return reply.type('application/json; charset=utf-8').send(outcome.text);
        }
        if (outcome.kind === 'refused') throw outcome.error;
        const { record } = outcome;
        // Neither happens once the claiming transaction has committed; kept as a safe answer.
        if (!record || record.statusCode === null || record.responseBody === null) {
          throw new AppError('CONFLICT', ALREADY_SAVING);
        }
        if (record.fingerprint !== fingerprint) {
          throw new AppError('IDEMPOTENCY_KEY_REUSED', KEY_REUSED_MESSAGE);
        }
        return replay(request, reply, record);
      } as RouteHandlerMethod;
    });
  },
  { name: 'idempotency', decorators: { fastify: ['clock', 'database'] } },
);
