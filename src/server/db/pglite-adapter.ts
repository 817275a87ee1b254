import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * PGlite as the app's Drizzle instance sees it, with two adaptations for a server.
 *
 * 1. PGlite runs each query synchronously on the main thread, one after another: a queue of
 *    queries would be worked through in one stretch, and no timer or socket (not even /healthz)
 *    would be served until it was empty. Waiting one turn of the event loop before each query
 *    (or transaction) lets other work in between, for the same total time.
 *
 * 2. Drizzle passes its type parsers with every query (timestamps, dates and intervals left as
 *    text for its own column mappers), and PGlite merges them into its map of some 300 parsers
 *    each time: about 0.2 ms a query, over half a millisecond of a sticker PATCH. Instead, each
 *    of Drizzle's parsers is installed on the client the first time its type is seen, and the
 *    query goes without them: the same results, without the merge. This relies on Drizzle using
 *    one parser per type for all its queries, as it does; `client.test.ts` checks that dates
 *    and timestamps still come back as Drizzle maps them.
 */
export function adaptPgliteForServer(client: PGlite): PGlite {
  const installed = new Set<string>();
  const withoutParsers = (options: QueryOptions | undefined): QueryOptions | undefined => {
    if (!options?.parsers) return options;
    for (const [type, parser] of Object.entries(options.parsers)) {
      if (installed.has(type)) continue;
      client.parsers[type] = parser;
      installed.add(type);
    }
    const { parsers: _installed, ...rest } = options;
    return rest;
  };
  const adaptTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property, receiver) {
        if (property === 'query') {
          return (query: string, params?: unknown[], options?: QueryOptions) =>
            target.query(query, params, withoutParsers(options));
        }
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  const yieldOnce = () => new Promise<void>((resolve) => setImmediate(resolve));

  return new Proxy(client, {
    get(target, property, receiver) {
      switch (property) {
        case 'query':
          return async (query: string, params?: unknown[], options?: QueryOptions) => {
            await yieldOnce();
            return target.query(query, params, withoutParsers(options));
          };
        case 'exec':
          return async (query: string, options?: QueryOptions) => {
            await yieldOnce();
            return target.exec(query, options);
          };
        case 'transaction':
          return async <T>(callback: (tx: Transaction) => Promise<T>) => {
            await yieldOnce();
            return target.transaction((tx) => callback(adaptTransaction(tx)));
          };
        default: {
          const value: unknown = Reflect.get(target, property, receiver);
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        }
      }
    },
  });
}
