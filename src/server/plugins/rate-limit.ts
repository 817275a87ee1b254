import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LruMap } from 'toad-cache';
import type { Redis } from 'ioredis';
import { AppError } from '../app-error';
import { deleteExpiredCounters, incrementCounter, readCounter } from '../db/rate-limit-store';
import { addressKey } from '../lib/address-key';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type Count = { current: number; ttl: number };

/** A @fastify/rate-limit store on our database: counts are shared by every instance. */
function databaseCounter(app: FastifyInstance) {
  let calls = 0;
  return async (key: string, windowMs: number, add = true): Promise<Count> => {
    const now = app.clock.now();
    if (!add) {
      const row = await readCounter(app.database.db, key, now);
      return { current: row.hits, ttl: row.resetAt.getTime() - now.getTime() };
    }
    // Now and then, sweep windows that have ended so the table stays small.
    calls += 1;
    if (calls % 500 === 0) deleteExpiredCounters(app.database.db, now).catch(() => {});
    const row = await incrementCounter(app.database.db, key, windowMs, now);
    return { current: row.hits, ttl: row.resetAt.getTime() - now.getTime() };
  };
}

/**
 * Fixed windows in this process's memory, the one in-memory count of every limit: what counts
 * while Redis cannot be reached (decision 032), and always for `addressLimit`. Each instance
 * counts alone, so a client spread over N instances gets up to N times the limit; at most
 * `keys` windows are kept (least recently used go).
 */
function memoryCounter(now: () => number, keys = 100_000) {
  const windows = new LruMap<{ hits: number; resetAt: number }>(keys);
  return (key: string, windowMs: number, add = true): Count => {
    const at = now();
    let window = windows.get(key);
    if (!add)
      return window && window.resetAt > at
        ? { current: window.hits, ttl: window.resetAt - at }
        : { current: 0, ttl: 0 };
    if (!window || window.resetAt <= at) {
      window = { hits: 0, resetAt: at + windowMs };
      windows.set(key, window);
    }
    window.hits += 1;
    return { current: window.hits, ttl: window.resetAt - at };
  };
}

/** How long a Redis count may take before this request counts in memory instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 100;

// ARGV[2] '0' reads the count without adding one (failure limits check before they count).
const INCREMENT = `
  local current
  if ARGV[2] == '1' then
    current = redis.call('INCR', KEYS[1])
    if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  else
    current = tonumber(redis.call('GET', KEYS[1]) or '0')
  end
  return {current, redis.call('PTTL', KEYS[1])}`;

type CountingRedis = Redis & {
  rateLimitIncrement(key: string, windowMs: number, add: '0' | '1'): Promise<[number, number]>;
};

/** Where rate limits are being counted right now, as `/readyz` reports it. */
export type RateLimitCounting = 'redis' | 'database' | 'memory';

export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  /** What is counted: the client's address by default, or e.g. the account named in the body. */
  key?: (request: FastifyRequest) => string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook that answers 429 (with Retry-After) once the rule's limit is reached. Use it in
     * onRequest for limits by address (before any work), in preHandler for keys from the body.
     */
    limit(rule: LimitRule): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * A limit on failures only (decision 032): `check` answers 429 once `max` failures of `key`
     * fall in one window, without counting the attempt; `fail` counts one.
     */
    failureLimit(rule: Omit<LimitRule, 'key'>): {
      check(key: string, reply: FastifyReply): Promise<void>;
      fail(key: string): Promise<void>;
    };
    /** 'memory' while Redis is configured but cannot be reached (decision 032). */
    rateLimitCounting(): RateLimitCounting;
  }
}

/**
 * Rate limits (decision 003): counted in Redis when REDIS_URL is set, otherwise in PostgreSQL, so
 * several app instances share one count either way. Redis that does not answer within
 * REDIS_COMMAND_TIMEOUT_MS, or is disconnected, makes the count fall back to this process's
 * memory until it is back (decision 032): a slow or missing Redis never slows or fails a request.
 */
export const rateLimitsPlugin = fp(
  async (app) => {
    const config = app.config;
    const memory = memoryCounter(() => app.clock.now().getTime());
    const database = databaseCounter(app);
    let redis: CountingRedis | undefined;
    let redisFailing = false;

    if (config.redisUrl) {
      // ioredis is loaded only when configured: it slowed every start (decision 029).
      const { Redis } = await import('ioredis');
      redis = new Redis(config.redisUrl, {
        connectTimeout: 1_000,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        // No queue while disconnected: a command fails at once, and the count moves to memory.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        // Keep trying to reconnect, at most every 2 s.
        retryStrategy: (times) => Math.min(times * 100, 2_000),
      }) as CountingRedis;
      redis.defineCommand('rateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT });
      // Every error event is handled (ioredis prints unhandled ones itself), and logged as one
      // line when Redis goes and one when it is back, never one per reconnect attempt. The line
      // names the error's code only: never a key, which holds an address or an account id.
      redis.on('error', failing);
      redis.on('ready', working);
      const client = redis;
      app.addHook('onClose', async () => {
        client.off('ready', working);
        client.disconnect();
      });
      // Start with Redis if it answers within a second; otherwise start in memory at once.
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          client.off('ready', done);
          client.off('error', done);
          resolve();
        };
        const timer = setTimeout(done, 1_000);
        client.once('ready', done);
        client.once('error', done);
      });
    }

    function failing(error: unknown) {
      if (redisFailing) return;
      redisFailing = true;
      const { code, name } = error as { code?: unknown; name?: unknown };
      app.log.warn(
        { code: typeof code === 'string' ? code : typeof name === 'string' ? name : undefined },
        'Redis cannot be reached: rate limits are counted in this instance’s memory',
      );
    }
    function working() {
      if (!redisFailing) return;
      redisFailing = false;
      app.log.info('Redis answers again: rate limits are counted in Redis');
    }

    const count = async (key: string, windowMs: number, add = true): Promise<Count> => {
      if (!redis) return database(key, windowMs, add);
      if (redis.status !== 'ready') return memory(key, windowMs, add);
      try {
        const [current, ttl] = await redis.rateLimitIncrement(
          `${config.redisPrefix}rl-${key}`,
          windowMs,
          add ? '1' : '0',
        );
        working();
        return { current, ttl: ttl > 0 ? ttl : windowMs };
      } catch (error) {
        failing(error);
        return memory(key, windowMs, add);
      }
    };

    app.decorate('rateLimitCounting', (): RateLimitCounting => {
      if (!redis) return 'database';
      return redis.status === 'ready' && !redisFailing ? 'redis' : 'memory';
    });

    // The plugin's own stores name keys by route (and, made outside a route, by `undefined`): ours
    // name them `<REDIS_PREFIX>rl-<rule>:<key>` and are the same object for every rule.
    class Store implements FastifyRateLimitStore {
      incr(key: string, callback: Callback, timeWindow: number) {
        count(key, timeWindow).then(
          (result) => callback(null, result),
          (error: Error) => callback(error),
        );
      }
      child() {
        return this;
      }
    }
    await app.register(fastifyRateLimit, { global: false, store: Store });

    app.decorate('failureLimit', (rule: Omit<LimitRule, 'key'>) => ({
      async check(key: string, reply: FastifyReply) {
        const { current, ttl } = await count(`${rule.name}:${key}`, rule.windowMs, false);
        if (current < rule.max) return;
        refuse(reply, Math.max(1, Math.ceil(ttl / 1000)));
      },
      async fail(key: string) {
        await count(`${rule.name}:${key}`, rule.windowMs);
      },
    }));

    app.decorate('limit', (rule: LimitRule) => {
      const keyOf = rule.key ?? ((request: FastifyRequest) => addressKey(request.ip));
      const check = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${rule.name}:${keyOf(request) ?? addressKey(request.ip)}`,
      });
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        refuse(reply, Math.max(1, result.ttlInSeconds));
      };
    });
  },
  { name: 'rate-limits', decorators: { fastify: ['config', 'clock', 'database'] } },
);

/**
 * A per-process, fixed-window count of requests per client address, for cheap reads that a flood
 * could still make expensive (the public trade list, the place picker). Unlike `app.limit` it
 * costs no database or Redis round trip, so a cached answer stays cheap; it counts in the same
 * memory windows `app.limit` falls back to (decision 032), each instance on its own, which is
 * fine for a generous flood limit. At most `addresses` windows are kept.
 */
export function addressLimit(options: {
  max: number;
  windowMs: number;
  now: () => number;
  addresses?: number;
}) {
  const { max, windowMs } = options;
  const count = memoryCounter(options.now, options.addresses ?? 50_000);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (max <= 0) return;
    // An IPv6 client is counted by its /64, as every per-address limit (decision 032).
    const { current, ttl } = count(addressKey(request.ip), windowMs);
    if (current <= max) return;
    const seconds = Math.max(1, Math.ceil(ttl / 1000));
    reply.header('Retry-After', String(seconds));
    throw new AppError(
      'RATE_LIMITED',
      /*i18n*/ {
        id: 'Too many requests from your address. Please wait {seconds} seconds and try again.',
        values: { seconds },
      },
    );
  };
}

function refuse(reply: FastifyReply, seconds: number): never {
  reply.header('Retry-After', String(seconds));
  throw new AppError(
    'RATE_LIMITED',
    seconds >= 90
      ? /*i18n*/ {
          id: 'Too many attempts. Please wait {minutes} minutes and try again.',
          values: { minutes: Math.ceil(seconds / 60) },
        }
      : /*i18n*/ {
          id: 'Too many attempts. Please wait {seconds} seconds and try again.',
          values: { seconds },
        },
  );
}
