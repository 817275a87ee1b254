import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { deleteExpiredCounters, incrementCounter } from '../db/rate-limit-store';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store on our database: counts are shared by every instance. */
function databaseStore(app: FastifyInstance) {
  let calls = 0;
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      const now = app.clock.now();
      incrementCounter(app.database.db, key, timeWindow, now)
        .then((row) =>
          callback(null, { current: row.hits, ttl: row.resetAt.getTime() - now.getTime() }),
        )
        .catch((error: Error) => callback(error));
      // Now and then, sweep windows that have ended so the table stays small.
      calls += 1;
      if (calls % 500 === 0) deleteExpiredCounters(app.database.db, now).catch(() => {});
    }
    child() {
      return this;
    }
  };
}

export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  /** What is counted: the client's IP by default, or e.g. the account named in the body. */
  key?: (request: FastifyRequest) => string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook that answers 429 (with Retry-After) once the rule's limit is reached. Use it in
     * onRequest for limits by address (before any work), in preHandler for keys from the body.
     */
    limit(rule: LimitRule): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Rate limits (decision 003): counted in Redis when REDIS_URL is set,
 * otherwise in PostgreSQL, so several app instances share one count either way.
 */
export async function registerRateLimits(app: FastifyInstance) {
  // ioredis is loaded only when configured: it slowed every start (decision 029).
  const redis = app.config.redisUrl
    ? new (await import('ioredis')).Redis(app.config.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis
      ? { redis, nameSpace: `${app.config.redisPrefix}rl-` }
      : { store: databaseStore(app) }),
  });

  app.decorate('limit', (rule: LimitRule) => {
    const keyOf = rule.key ?? ((request: FastifyRequest) => request.ip);
    const check = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${rule.name}:${keyOf(request) ?? request.ip}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds);
      reply.header('Retry-After', String(seconds));
      const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
      throw new AppError('RATE_LIMITED', `Too many attempts. Please wait ${wait} and try again.`);
    };
  });
}
