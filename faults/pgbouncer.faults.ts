import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StickerPatch, StickerState } from '../src/domain/sticker/sticker';
import { applyStickerPatch } from '../src/domain/sticker/transitions';
import journal from '../src/server/db/migrations/meta/_journal.json';
import type { ApiClient, ApiResponse } from './support/api-client';
import { createAlbum, listStickers, registerCollector, type Collector } from './support/collector';
import { deploy, type Deployment } from './support/deployment';
import { queueChange, sendChange } from './support/outbox';
import {
  PGBOUNCER,
  pgbouncerInstalled,
  pgbouncerVersion,
  startPgbouncer,
  type Pgbouncer,
} from './support/pgbouncer';
import { postgresServerUrl, queryRows } from './support/postgres';
import { pick, seededRandom } from './support/random';
import { startServer } from './support/server-process';
import { stateOf } from './support/sticker-state';
import { runPool, runTag } from './support/test-run';

// docs/scaling.md "PgBouncer in front of PostgreSQL": the app through PgBouncer's
// transaction pooling (Debian's package), with fewer server connections than the app holds, so
// consecutive statements of one app connection meet different server sessions. Migrations go to
// PostgreSQL directly (MIGRATION_DATABASE_URL), as their lock is session-level; named prepared
// statements are off (DATABASE_PREPARED_STATEMENTS=false), as PgBouncer before 1.21 cannot
// carry them. Everything that runs through the pooler must then work: sign-in and the session
// lookup, concurrent sticker writes with and without Idempotency-Key, bulk writes, reads.

const skipReason = !pgbouncerInstalled()
  ? `PgBouncer is not installed at ${PGBOUNCER} (apt-get install pgbouncer, or set PGBOUNCER)`
  : !postgresServerUrl()
    ? 'needs a PostgreSQL server behind PgBouncer: set TEST_DATABASE_URL'
    : undefined;
if (skipReason) console.warn(`faults/pgbouncer.faults.ts skipped: ${skipReason}`);

/** Server connections PgBouncer may open to our database: fewer than the app's clients. */
const SERVER_CONNECTIONS = 2;
const COLLECTORS = 4;
const ALBUM_SIZE = 40;
const CHANGES_PER_COLLECTOR = 40;

describe.skipIf(skipReason)(
  `the app through PgBouncer transaction pooling${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let bouncer: Pgbouncer;
    let deployment: Deployment;
    const collectors: Array<Collector & { collectionId: number; ids: number[] }> = [];

    beforeAll(async () => {
      bouncer = await startPgbouncer({
        serverUrl: postgresServerUrl()!,
        poolSize: SERVER_CONNECTIONS,
      });
      // Two instances migrate at once, directly, under the advisory lock.
      deployment = await deploy('postgres', {
        instances: 2,
        databasePort: bouncer.port,
        migrateDirectly: true,
        env: { DATABASE_PREPARED_STATEMENTS: 'false', DATABASE_POOL_MAX: '5' },
      });
      for (let i = 0; i < COLLECTORS; i += 1) {
        const collector = await registerCollector(deployment.client(i % 2), `bouncer_${runTag()}`);
        const { collectionId } = await createAlbum(
          collector.client,
          `Bouncer ${runTag()}`,
          ALBUM_SIZE,
        );
        const ids = (await listStickers(collector.client, collectionId)).map((s) => s.id);
        collectors.push({ ...collector, collectionId, ids });
      }
    });
    afterAll(async () => {
      await deployment?.close();
      await bouncer?.stop();
    });

    it('ran every migration once, on PostgreSQL directly', async () => {
      const [row] = await queryRows<{ n: number }>(
        deployment.database!.url,
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(row!.n).toBe(journal.entries.length);
      // DATABASE_URL really is PgBouncer: the app's connections are its clients.
      const clients = await bouncer.admin<{ database: string }>('SHOW CLIENTS');
      expect(
        clients.filter((c) => c.database === deployment.database!.name).length,
      ).toBeGreaterThan(0);
    });

    it('serves concurrent sticker writes and reads, each change applied once', async () => {
      const random = seededRandom(1400);
      const failures: string[] = [];
      const check = (what: string, response: ApiResponse) => {
        if (response.status < 200 || response.status > 299) {
          failures.push(`${what}: ${response.status} ${response.text.slice(0, 200)}`);
        }
        return response;
      };

      /** One collector's phone: changes in order, each with its key, one sent twice at once. */
      const writer = (collector: (typeof collectors)[number]) => async () => {
        const state = new Map(
          (await listStickers(collector.client, collector.collectionId)).map((s) => [
            s.id,
            stateOf(s),
          ]),
        );
        for (let i = 0; i < CHANGES_PER_COLLECTOR; i += 1) {
          const id = pick(random, collector.ids);
          const current = state.get(id)!;
          const patch: StickerPatch = !current.owned
            ? { owned: true }
            : random() < 0.5
              ? { quantityDelta: 1 }
              : { forTrade: !current.forTrade };
          const change = queueChange(id, patch);
          state.set(id, applyStickerPatch(current, patch));
          if (i % 10 === 5) {
            // A second tab sends the same change at the same moment: applied once, both answered.
            const both = await Promise.all([
              sendChange(collector.client, change),
              sendChange(collector.client, change),
            ]);
            both.forEach((answer) => check('duplicate PATCH', answer));
            const replayed = both.filter((a) => a.headers.get('idempotent-replayed') === 'true');
            expect(replayed).toHaveLength(1);
            expect(both[0]!.text).toBe(both[1]!.text);
          } else {
            check('PATCH', await sendChange(collector.client, change));
          }
        }
        // A bulk without a key, as a quick entry on a good signal: owned stays owned.
        const bulk = collector.ids.slice(0, 10).map((id) => ({ id, data: { owned: true } }));
        check(
          'bulk PATCH',
          await collector.client.call('PATCH', '/api/stickers/bulk', { updates: bulk }),
        );
        for (const { id } of bulk)
          state.set(id, applyStickerPatch(state.get(id)!, { owned: true }));
        return state;
      };

      /** Someone browsing: their list and their account, again and again, on either instance. */
      const reader = (client: ApiClient, collectionId: number) => async () => {
        for (let i = 0; i < 25; i += 1) {
          check(
            'GET stickers',
            await client.call('GET', `/api/collections/${collectionId}/stickers`),
          );
          check('GET user', await client.call('GET', '/api/user'));
        }
        return undefined;
      };

      const readers = collectors.map((collector, i) => {
        const client = deployment.client((i + 1) % 2);
        client.cookie = collector.client.cookie;
        return reader(client, collector.collectionId);
      });
      const results = await runPool(
        [...collectors.map((collector) => writer(collector)), ...readers],
        COLLECTORS * 2,
      );
      expect(failures).toEqual([]);

      for (const [index, collector] of collectors.entries()) {
        const expected = results[index] as Map<number, StickerState>;
        const saved = await listStickers(collector.client, collector.collectionId);
        expect(new Map(saved.map((s) => [s.id, stateOf(s)]))).toEqual(expected);
      }

      // The app's connections were shared: never more server connections than the pool allows.
      const name = deployment.database!.name;
      const servers = (await bouncer.admin<{ database: string }>('SHOW SERVERS')).filter(
        (s) => s.database === name,
      );
      const clients = (await bouncer.admin<{ database: string }>('SHOW CLIENTS')).filter(
        (c) => c.database === name,
      );
      expect(servers.length).toBeLessThanOrEqual(SERVER_CONNECTIONS);
      expect(clients.length).toBeGreaterThan(SERVER_CONNECTIONS);
      console.log(
        `[pgbouncer] ${clients.length} app connections shared ${servers.length} server connections`,
      );
    });

    // Why DATABASE_PREPARED_STATEMENTS exists: before 1.21 PgBouncer cannot carry a named
    // statement from one server session to the next, and the session lookup is one.
    const [major, minor] = skipReason ? [0, 0] : pgbouncerVersion();
    it.runIf(major === 1 && minor < 21)(
      `breaks the session lookup with named prepared statements (PgBouncer ${major}.${minor})`,
      async () => {
        const server = await startServer({
          env: {
            APP_URL: deployment.appUrl,
            DATABASE_URL: bouncer.urlFor(deployment.database!.url),
            MIGRATION_DATABASE_URL: deployment.database!.url,
            DATABASE_POOL_MAX: '5',
          },
        });
        try {
          const statuses = await runPool(
            Array.from({ length: 60 }, (_, i) => async () => {
              const collector = collectors[i % collectors.length]!;
              const response = await fetch(`${server.url}/api/user`, {
                headers: { cookie: collector.client.cookie! },
              });
              await response.arrayBuffer();
              return response.status;
            }),
            10,
          );
          const failed = statuses.filter((status) => status >= 500);
          console.log(
            `[pgbouncer] with named statements: ${failed.length} of ${statuses.length} signed-in requests failed`,
          );
          expect(failed.length).toBeGreaterThan(0);
        } finally {
          await server.stop();
        }
      },
    );
  },
);
