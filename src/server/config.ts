import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .url({ error: `must be a URL (${protocols.join(', ')})` })
        .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
          message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
        })
        .optional(),
    )
    .optional();

/** A whole number from `min` to `max`, e.g. a port: "must be 0 to 65535" names the range. */
const wholeNumberIn = (min: number, max: number, what = 'a number') =>
  z.coerce
    .number({ error: `must be ${what}` })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be ${min} to ${max}` })
    .max(max, { error: `must be ${min} to ${max}` });

/** The size bound of one family of in-process caches, in megabytes (0 turns it off). */
const cacheMegabytes = (defaultMb: number) =>
  z.coerce
    .number({ error: 'must be a number of megabytes' })
    .min(0, { error: 'must be 0 (no cache) or more' })
    .max(4096, { error: 'must be at most 4096' })
    .default(defaultMb);

/** A key in URL-safe base64 (no padding) of exactly `bytes` bytes, as web-push makes them. */
const base64UrlKey = (bytes: number, what: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .string()
        .refine(
          (value) =>
            /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
          { message: `must be ${what} in URL-safe base64 (npx web-push generate-vapid-keys)` },
        )
        .optional(),
    )
    .optional();

/** Every environment variable the server reads; `.env.example` lists them with their defaults. */
const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('production'),
  HOST: z.string().min(1, { error: 'must not be empty' }).default('127.0.0.1'),
  PORT: wholeNumberIn(0, 65535, 'a port number').default(3000),
  APP_URL: optionalUrl(['http', 'https']),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  MIGRATION_DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATABASE_PREPARED_STATEMENTS: booleanFromEnv.default(true),
  DATABASE_POOL_MAX: wholeNumberIn(1, 100).default(10),
  DATABASE_REPLICA_URLS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .url({ error: 'must be PostgreSQL URLs separated by commas' })
          .refine((url) => /^postgres(ql)?:\/\//.test(url), {
            message: 'must be PostgreSQL URLs (postgres://) separated by commas',
          }),
      ),
    ),
  DATABASE_REPLICA_MAX_LAG_MS: wholeNumberIn(0, 600_000, 'a number of milliseconds').default(2_000),
  DATABASE_REPLICA_PROBE_MS: wholeNumberIn(100, 60_000, 'a number of milliseconds').default(500),
  DATABASE_REPLICA_AFTER_WRITE_MS: wholeNumberIn(0, 3_600_000, 'a number of milliseconds').default(
    5_000,
  ),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z
    .string()
    .min(3, { error: 'must be an email address' })
    .default('Swapsies <no-reply@swapsies.local>'),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, {
      error: 'must be 1 to 64 letters, digits, colons, dashes or underscores',
    })
    .default('swapsies-'),
  ADMIN_USERNAMES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    ),
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  STATIC_DIR: z.string().min(1).default('./dist/client'),
  PUBLIC_READS_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 (no limit) or more' })
    .default(600),
  LIST_CACHE_MB: cacheMegabytes(96),
  PUBLIC_CACHE_MB: cacheMegabytes(48),
  MATCHES_CACHE_MB: cacheMegabytes(8),
  PGLITE_SHARED_BUFFERS_MB: wholeNumberIn(1, 1024, 'a number of megabytes').default(32),
  PICTURE_WAIT_MS: wholeNumberIn(0, 60_000, 'a number of milliseconds').optional(),
  PICTURE_REDRAW_MS: wholeNumberIn(0, 3_600_000, 'a number of milliseconds').optional(),
  NOTIFY_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 (worker off) or more' })
    .max(3_600_000, { error: 'must be at most 3600000 (an hour)' })
    .optional(),
  NOTIFY_MAX_ATTEMPTS: wholeNumberIn(1, 20).default(8),
  CIRCLE_INVITE_DAYS: wholeNumberIn(1, 365, 'a number of days').default(7),
  UNSUBSCRIBE_SECRET: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional())
    .optional(),
  // Web Push (decision 019): all three or none; `npx web-push generate-vapid-keys` makes a pair.
  VAPID_PUBLIC_KEY: base64UrlKey(65, 'a P-256 public key'),
  VAPID_PRIVATE_KEY: base64UrlKey(32, 'a P-256 private key'),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .string()
        .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, {
          error: 'must be a mailto: address or an https:// URL',
        })
        .optional(),
    )
    .optional(),
  // Test-only (decision 019): lets a push subscription point at http://127.0.0.1, the tests' fake
  // push service. Off by default and refused with NODE_ENV=production, so no deployment can be
  // talked into posting to its own loopback.
  PUSH_ALLOW_LOOPBACK_FOR_TESTS: booleanFromEnv.default(false),
  // A CDN's purge hook (issue 31): POSTed the surrogate keys of a collection that stops being
  // public; unset, a CDN keeps a list up to its cache window (decision 026).
  CDN_PURGE_URL: optionalUrl(['http', 'https']),
  CDN_PURGE_TOKEN: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  appUrl: string;
  appOrigin: string;
  /** Every origin that is this app: APP_URL's own, plus the other loopback spellings of it. */
  ownOrigins: readonly string[];
  isHttps: boolean;
  databaseUrl: string | undefined;
  /**
   * Where migrations run, under their session-level lock: PostgreSQL directly when DATABASE_URL
   * goes through a transaction pooler such as PgBouncer (docs/scaling.md). Defaults to databaseUrl.
   */
  migrationDatabaseUrl: string | undefined;
  /** Named prepared statements (the session lookup); off behind PgBouncer before 1.21. */
  databasePreparedStatements: boolean;
  databasePoolMax: number;
  /**
   * Streaming replicas for the reads that tolerate a little lag, and how they are judged
   * (decision 036): none when `urls` is empty.
   */
  replicas: { urls: string[]; maxLagMs: number; probeEveryMs: number; afterWriteMs: number };
  dataDir: string;
  logLevel: string;
  /** LOG_FORMAT; unset: readable lines on a terminal, JSON otherwise (decision 029). */
  logFormat: 'json' | 'pretty' | undefined;
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /**
   * What every key this app writes in Redis starts with, so deployments sharing one Redis
   * (staging and production, or test runs) never count against each other's keys.
   */
  redisPrefix: string;
  adminUsernames: string[];
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  staticDir: string;
  /** Public trade-list reads one address may make per minute, per instance; 0 turns it off. */
  publicReadsPerMinute: number;
  /**
   * Bytes each family of in-process caches may hold (README "Configuration"): sticker lists with
   * their compressed copies, public trade lists with their pictures, and ranked swap matches.
   */
  cacheBytes: { lists: number; public: number; matches: number };
  /** Embedded PGlite's PostgreSQL buffer cache, in MB; it is in this process's memory (decision 025). */
  pgliteSharedBuffersMb: number;
  /**
   * How long a request for a shared list's picture waits for the current version's picture
   * before it is sent the last one drawn, marked for revalidation (decision 042); 0 sends that
   * one at once. Tests wait a minute, so every answer shows the version asked for.
   */
  pictureWaitMs: number;
  /**
   * The redraw budget (decision 026): at most one new picture per shared collection per this many
   * ms, its last one served meanwhile; 0 turns it off (the default in tests, which check that a
   * change shows in the next picture).
   */
  pictureRedrawMs: number;
  /**
   * The notification worker (decision 018): how often it looks for due deliveries and digests,
   * in ms; 0 turns it off (the default in tests, which drive it by hand).
   */
  notifyIntervalMs: number;
  /** Attempts before a delivery is given up as failed. */
  notifyMaxAttempts: number;
  /** How long a swap circle's invite link works, in days, from when it was made (decision 030). */
  circleInviteDays: number;
  /** Signs unsubscribe links; unset: a random key made once and kept in the database. */
  unsubscribeSecret: string | undefined;
  /** Web Push's VAPID keys and contact; undefined turns push off (decision 019). */
  push: PushConfig | undefined;
  /**
   * Push endpoints on http://127.0.0.1 are accepted (the tests' fake push service); only with
   * PUSH_ALLOW_LOOPBACK_FOR_TESTS=true, which NODE_ENV=production refuses (decision 019).
   */
  allowLoopbackPushEndpoints: boolean;
  /** The CDN purge hook (issue 31, decision 026); url undefined: no purging. */
  cdnPurge: { url: string | undefined; token: string | undefined };
}

export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

const MB = 1024 * 1024;

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a browser may send for this app. A loopback APP_URL (the default,
 * `http://localhost:3000`) also accepts `127.0.0.1` and `[::1]` on the same scheme and port, so
 * the address a local user types or copies from the log works; any other APP_URL is exact.
 */
export function ownOriginsOf(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [origin];
  const port = url.port ? `:${url.port}` : '';
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`);
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        return `${name} ${issue.message} (got ${JSON.stringify(env[name] ?? '')})`;
      }),
    );
  }
  const e = parsed.data;
  const vapid = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT];
  if (vapid.some(Boolean) && !vapid.every(Boolean)) {
    const names = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'];
    throw new ConfigError(
      names
        .filter((_name, i) => !vapid[i])
        .map(
          (name) => `${name} must be set too: Web Push needs all three VAPID variables, or none`,
        ),
    );
  }
  if (e.PUSH_ALLOW_LOOPBACK_FOR_TESTS && e.NODE_ENV === 'production') {
    throw new ConfigError([
      'PUSH_ALLOW_LOOPBACK_FOR_TESTS is for tests only and cannot be true with NODE_ENV=production',
    ]);
  }
  if (e.DATABASE_REPLICA_URLS.length > 0 && !e.DATABASE_URL) {
    throw new ConfigError([
      'DATABASE_REPLICA_URLS needs DATABASE_URL: replicas follow a PostgreSQL primary',
    ]);
  }
  // A replica is trusted at up to its lag bound plus a probe period behind, so a collector's own
  // reads stay on the primary at least that long after their write (decision 036).
  const trustedLagMs = e.DATABASE_REPLICA_MAX_LAG_MS + 2 * e.DATABASE_REPLICA_PROBE_MS;
  if (e.DATABASE_REPLICA_URLS.length > 0 && e.DATABASE_REPLICA_AFTER_WRITE_MS < trustedLagMs) {
    throw new ConfigError([
      `DATABASE_REPLICA_AFTER_WRITE_MS must be at least DATABASE_REPLICA_MAX_LAG_MS + 2 × DATABASE_REPLICA_PROBE_MS (${trustedLagMs}), or a collector could read their own change from a replica before it arrives`,
    ]);
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const origin = new URL(appUrl).origin;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    appUrl,
    appOrigin: origin,
    ownOrigins: ownOriginsOf(origin),
    isHttps: origin.startsWith('https:'),
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL ?? e.DATABASE_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    databasePoolMax: e.DATABASE_POOL_MAX,
    replicas: {
      urls: e.DATABASE_REPLICA_URLS,
      maxLagMs: e.DATABASE_REPLICA_MAX_LAG_MS,
      probeEveryMs: e.DATABASE_REPLICA_PROBE_MS,
      afterWriteMs: e.DATABASE_REPLICA_AFTER_WRITE_MS,
    },
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    adminUsernames: e.ADMIN_USERNAMES,
    stripeSecretKey: e.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    staticDir: e.STATIC_DIR,
    publicReadsPerMinute: e.PUBLIC_READS_PER_MINUTE,
    cacheBytes: {
      lists: Math.round(e.LIST_CACHE_MB * MB),
      public: Math.round(e.PUBLIC_CACHE_MB * MB),
      matches: Math.round(e.MATCHES_CACHE_MB * MB),
    },
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    pictureWaitMs: e.PICTURE_WAIT_MS ?? (e.NODE_ENV === 'test' ? 60_000 : 2_000),
    pictureRedrawMs: e.PICTURE_REDRAW_MS ?? (e.NODE_ENV === 'test' ? 0 : 60_000),
    notifyIntervalMs: e.NOTIFY_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 5_000),
    notifyMaxAttempts: e.NOTIFY_MAX_ATTEMPTS,
    circleInviteDays: e.CIRCLE_INVITE_DAYS,
    unsubscribeSecret: e.UNSUBSCRIBE_SECRET,
    push:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT,
          }
        : undefined,
    allowLoopbackPushEndpoints: e.PUSH_ALLOW_LOOPBACK_FOR_TESTS,
    cdnPurge: { url: e.CDN_PURGE_URL, token: e.CDN_PURGE_TOKEN },
  };
}
