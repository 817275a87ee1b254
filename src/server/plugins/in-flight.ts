import type { RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no route handler is running (or after `timeoutMs`). */
    waitForHandlers(timeoutMs: number): Promise<void>;
  }
}

/**
 * Counts running route handlers. On shutdown the server stops accepting and waits for its
 * connections, but a handler whose client went away keeps running; closing the database under
 * it would fail its next query. main.ts waits for the handlers before closing the database.
 * Depends on `idempotency`: registered after it, the count covers an idempotent write's whole
 * transaction.
 */
export const inFlightPlugin = fp(
  async (app) => {
    let running = 0;
    let waiters: Array<() => void> = [];
    const settle = () => {
      if (running > 0) return;
      for (const wake of waiters) wake();
      waiters = [];
    };

    app.addHook('onRoute', (route) => {
      const handler = route.handler as (...args: unknown[]) => unknown;
      route.handler = async function counted(this: unknown, ...args: unknown[]) {
        running += 1;
        try {
          return await handler.apply(this, args);
        } finally {
          running -= 1;
          settle();
        }
      } as RouteHandlerMethod;
    });

    app.decorate('waitForHandlers', (timeoutMs: number) => {
      if (running === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    });
  },
  { name: 'in-flight', dependencies: ['idempotency'] },
);
