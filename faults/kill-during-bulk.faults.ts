import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConsistentSticker } from '../src/domain/sticker/transitions';
import type { ApiResponse } from './support/api-client';
import { createAlbum, listStickers, registerCollector, type Collector } from './support/collector';
import { availableDrivers, deploy, type Deployment } from './support/deployment';
import { queryRows } from './support/postgres';
import { eventually, runTag, sleep } from './support/test-run';

// `kill -9` of the server in the middle of a 10,000-sticker bulk
// update. After a restart the bulk is all there or not there at all, an acknowledged bulk is
// never lost, and the server starts again by itself (PGlite: the lock and postmaster.pid a crash
// leaves behind are taken over by src/server/db/pglite-lock.ts).

const BULK_SIZE = 10_000;
/** Kill points, as fractions of how long an undisturbed bulk takes on this machine. */
const KILL_FRACTIONS = [0.15, 0.5, 0.85, 1.2, 2];

for (const driver of availableDrivers()) {
  describe(`kill -9 during a ${BULK_SIZE.toLocaleString('en-GB')}-sticker bulk update (${driver})`, () => {
    let deployment: Deployment;
    let collector: Collector;
    let collectionId: number;
    let ids: number[];
    let bulkMs = 1_000;

    beforeAll(async () => {
      deployment = await deploy(driver, { env: { DATABASE_POOL_MAX: '4' } });
      collector = await registerCollector(deployment.client(), `crash_${runTag()}`);
      ({ collectionId } = await createAlbum(collector.client, `Crash ${runTag()}`, BULK_SIZE));
      ids = (await listStickers(collector.client, collectionId)).map((s) => s.id);
    });
    afterAll(() => deployment?.close());

    /** Every sticker with this bulk's marker (each round writes its own quantity). */
    async function countMarked(quantity: number) {
      const stickers = await listStickers(collector.client, collectionId);
      expect(stickers).toHaveLength(BULK_SIZE);
      expect(stickers.filter((s) => !isConsistentSticker(s))).toEqual([]);
      return stickers.filter((s) => s.owned && s.quantity === quantity).length;
    }

    function sendBulk(quantity: number): Promise<ApiResponse | Error> {
      const updates = ids.map((id) => ({ id, data: { owned: true, quantity } }));
      return collector.client.call('PATCH', '/api/stickers/bulk', { updates }).catch((e) => e);
    }

    /** After a crash, PostgreSQL may still be rolling back the dead process's transaction. */
    async function waitForDeadConnections() {
      if (!deployment.database) return;
      const { name, url } = deployment.database;
      await eventually('the killed server’s connections to close', 30_000, async () => {
        const [row] = await queryRows<{ n: number }>(
          url,
          'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        return row!.n === 0 ? true : undefined;
      });
    }

    /** kill -9, then a restart on the same data; PGlite must take over what the crash left. */
    async function crashAndRestart() {
      const killed = deployment.servers[0]!;
      await killed.kill9();
      const lockFile = deployment.dataDir && path.join(deployment.dataDir, 'swapsies.lock');
      if (lockFile) {
        expect(readFileSync(lockFile, 'utf8')).toBe(String(killed.pid));
        expect(existsSync(path.join(deployment.dataDir!, 'pgdata/postmaster.pid'))).toBe(true);
      }
      await waitForDeadConnections();
      const started = Date.now();
      const server = await deployment.restart(0);
      if (lockFile) expect(readFileSync(lockFile, 'utf8')).toBe(String(server.pid));
      return Date.now() - started;
    }

    it('keeps an acknowledged bulk after kill -9, and boots again on the same data', async () => {
      const quantity = 2;
      const started = performance.now();
      const answer = await sendBulk(quantity);
      bulkMs = performance.now() - started;
      expect(answer).not.toBeInstanceOf(Error);
      const response = answer as ApiResponse;
      expect(response.status).toBe(200);
      expect((response.body as { results: { success: number[] } }).results.success).toHaveLength(
        BULK_SIZE,
      );

      const bootMs = await crashAndRestart();
      console.log(
        `[${driver}] bulk of ${BULK_SIZE} took ${Math.round(bulkMs)} ms; boot after kill -9: ${bootMs} ms`,
      );
      // The session survives the crash too: the same cookie still works.
      expect(await countMarked(quantity)).toBe(BULK_SIZE);
    });

    it.each(KILL_FRACTIONS.map((fraction, round) => ({ fraction, round })))(
      'applies all or none of a bulk killed at $fraction of its usual time',
      async ({ fraction, round }) => {
        const quantity = 10 + round;
        const killAfterMs = Math.round(bulkMs * fraction);
        const pending = sendBulk(quantity);
        await sleep(killAfterMs);
        const bootMs = await crashAndRestart();
        const answer = await pending;

        const marked = await countMarked(quantity);
        const acked = answer instanceof Error ? 'no answer' : `answered ${answer.status}`;
        console.log(
          `[${driver}] killed after ${killAfterMs} ms (${acked}): ${marked} of ${BULK_SIZE} applied; boot ${bootMs} ms`,
        );
        expect([0, BULK_SIZE]).toContain(marked);
        // Any answer at all was sent before the crash: a 200 is a promise the data keeps.
        if (!(answer instanceof Error)) {
          expect(answer.status).toBe(200);
          expect(marked).toBe(BULK_SIZE);
        }
      },
    );

    if (driver === 'postgres') {
      it('applies none of a bulk killed while its UPDATE is running in PostgreSQL', async () => {
        const { name, url } = deployment.database!;
        const quantity = 50;
        const watcher = new pg.Client({ connectionString: url });
        await watcher.connect();
        const pending = sendBulk(quantity);
        let seen = false;
        try {
          // Poll (bounded) until the bulk's big UPDATE is executing inside its transaction.
          for (let i = 0; i < 3_000 && !seen; i += 1) {
            const { rows } = await watcher.query(
              `select 1 from pg_stat_activity
               where datname = $1 and state = 'active' and query like '%json_to_recordset%'`,
              [name],
            );
            seen = rows.length > 0;
          }
        } finally {
          await deployment.servers[0]!.kill9();
          await watcher.end();
        }
        expect(seen, 'the UPDATE was never seen running').toBe(true);
        expect(await pending).toBeInstanceOf(Error);
        await waitForDeadConnections();
        await deployment.restart(0);
        expect(await countMarked(quantity)).toBe(0);
      });
    }
  });
}
