import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { buildApp } from '../server/app';
import { loadConfig, type Config } from '../server/config';
import { createLogger } from '../server/logger';
import type { DatabaseHandle } from '../server/db/client';
import type { Email, Mailer } from '../server/integrations/email/mailer';
import { createTestDatabase } from './database';
import { checkErrorAnswers } from './error-answers';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A clock tests move by hand. */
export class FakeClock {
  constructor(private current = new Date('2026-06-01T10:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Keeps every email the app sends, in order. */
export class FakeMailer implements Mailer {
  sent: Email[] = [];
  /** Every call to send, failed ones included. */
  attempts = 0;
  failWith: Error | undefined;
  async send(email: Email) {
    this.attempts += 1;
    if (this.failWith) throw this.failWith;
    this.sent.push(email);
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  clock: FakeClock;
  mailer: FakeMailer;
  close(): Promise<void>;
}

/** The whole app on its own fresh database, with a fake clock and mailer, for `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    realMailer?: boolean;
    stripe?: Stripe;
    database?: DatabaseHandle;
    /** A logger to read the app's log lines from (see `captureLogs`); none by default. */
    logger?: Logger;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    STATIC_DIR: '/nonexistent-static-dir',
    DATA_DIR: '/nonexistent-data-dir',
    ...env,
  });
  const clock = new FakeClock();
  const mailer = new FakeMailer();
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    clock,
    ...(options.realMailer ? {} : { mailer }),
    ...(options.stripe ? { stripe: options.stripe } : {}),
    testHooks: checkErrorAnswers,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    mailer,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A pino logger that keeps every line it writes, parsed, for tests that read the log. */
export function captureLogs(level = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger(level, {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { logger, lines };
}
