import { Redis } from 'ioredis';

/** Where the Redis variants count rate limits; CI and this machine run one on loopback. */
export const redisUrl = process.env.FAULTS_REDIS_URL || 'redis://127.0.0.1:6379';

/** The key prefix the app uses in Redis (src/server/plugins/rate-limit.ts). */
const RATE_LIMIT_PREFIX = 'swapsies-rl-';

function connect() {
  return new Redis(redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: true });
}

export async function isRedisUp(): Promise<boolean> {
  const redis = connect();
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * The app's rate-limit keys that belong to this run: those counting one of `subjects` (a
 * username or a client address this run made up). Other people's counters are never touched.
 */
export async function findOwnRateLimitKeys(subjects: readonly string[]): Promise<string[]> {
  const endings = subjects.map((subject) => `:${subject.toLowerCase()}`);
  const redis = connect();
  await redis.connect();
  try {
    const found: string[] = [];
    let cursor = '0';
    for (let i = 0; i < 10_000; i += 1) {
      const [nextCursor, keys] = await redis.scan(
        cursor,
        'MATCH',
        `${RATE_LIMIT_PREFIX}*`,
        'COUNT',
        500,
      );
      found.push(...keys.filter((key) => endings.some((ending) => key.endsWith(ending))));
      cursor = nextCursor;
      if (cursor === '0') break;
    }
    return found;
  } finally {
    redis.disconnect();
  }
}

/** Deletes this run's rate-limit keys (see findOwnRateLimitKeys). */
export async function deleteOwnRateLimitKeys(subjects: readonly string[]): Promise<number> {
  const keys = await findOwnRateLimitKeys(subjects);
  if (keys.length === 0) return 0;
  const redis = connect();
  await redis.connect();
  try {
    return await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
