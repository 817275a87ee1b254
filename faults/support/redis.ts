import { Redis } from 'ioredis';

/** Where the Redis variants count rate limits; CI and this machine run one on loopback. */
export const redisUrl = process.env.FAULTS_REDIS_URL || 'redis://127.0.0.1:6379';

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
 * The keys starting with `prefix`: a run gives its app instances a REDIS_PREFIX of its own, so
 * these are the run's keys and no one else's.
 */
export async function findKeys(prefix: string): Promise<string[]> {
  const redis = connect();
  await redis.connect();
  try {
    const found: string[] = [];
    let cursor = '0';
    for (let i = 0; i < 10_000; i += 1) {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      found.push(...keys);
      cursor = nextCursor;
      if (cursor === '0') break;
    }
    return found;
  } finally {
    redis.disconnect();
  }
}

/** Deletes the keys starting with `prefix` (see findKeys). */
export async function deleteKeys(prefix: string): Promise<number> {
  const keys = await findKeys(prefix);
  if (keys.length === 0) return 0;
  const redis = connect();
  await redis.connect();
  try {
    return await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
