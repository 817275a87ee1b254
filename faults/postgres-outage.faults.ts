import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlbum, listStickers, registerCollector, type Collector } from './support/collector';
import { CuttableProxy } from '../src/test/cuttable-proxy';
import { deploy, type Deployment } from './support/deployment';
import {
  controlLocalCluster,
  isPostgresUp,
  postgresServerUrl,
  waitForPostgres,
} from './support/postgres';
import { eventually, runTag, sleep } from './support/test-run';

// PostgreSQL goes away while the app runs. Requests answer 503 (with
// Retry-After) during the outage, the process stays up, and it serves again afterwards without a
// restart. With FAULTS_RESTART_POSTGRES=1 (CI, as root) the real server is stopped and started;
// otherwise a cuttable TCP proxy plays the outage, so nobody else using the server is disturbed.

const serverUrl = postgresServerUrl();
const restartsRealServer = process.env.FAULTS_RESTART_POSTGRES === '1';
const how = restartsRealServer ? 'the real server stopped and started' : 'a proxy cut';

interface Outage {
  begin(): Promise<void>;
  end(): Promise<void>;
  /** Leaves PostgreSQL reachable, whatever happened. */
  ensureOver(): Promise<void>;
}

function realOutage(url: string): Outage {
  return {
    begin: async () => controlLocalCluster('stop'),
    end: async () => {
      controlLocalCluster('start');
      await waitForPostgres(url, 60_000);
    },
    ensureOver: async () => {
      if (!(await isPostgresUp(url))) {
        try {
          controlLocalCluster('start');
        } catch {
          // already starting, or started by someone else: wait for it below
        }
      }
      await waitForPostgres(url, 60_000);
    },
  };
}

function proxyOutage(proxy: CuttableProxy): Outage {
  let cut = false;
  return {
    begin: async () => {
      await proxy.cut();
      cut = true;
    },
    end: async () => {
      await proxy.open();
      cut = false;
    },
    ensureOver: async () => {
      if (cut) await proxy.open();
    },
  };
}

describe.runIf(serverUrl)(`PostgreSQL outage while the app runs (${how})`, () => {
  let deployment: Deployment;
  let outage: Outage;
  let proxy: CuttableProxy | undefined;
  let collector: Collector;
  let collectionId: number;
  let stickerIds: number[];

  beforeAll(async () => {
    if (restartsRealServer) {
      outage = realOutage(serverUrl!);
      deployment = await deploy('postgres');
    } else {
      const target = new URL(serverUrl!);
      proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
      await proxy.open();
      outage = proxyOutage(proxy);
      deployment = await deploy('postgres', { databasePort: proxy.port });
    }
    collector = await registerCollector(deployment.client(), `outage_${runTag()}`);
    ({ collectionId } = await createAlbum(collector.client, `Outage ${runTag()}`, 20));
    stickerIds = (await listStickers(collector.client, collectionId)).map((s) => s.id);
  });

  afterAll(async () => {
    try {
      await outage?.ensureOver();
    } finally {
      await deployment?.close();
      await proxy?.cut();
    }
  });

  it('answers 503 during the outage and serves again afterwards, with no restart', async () => {
    const { client } = collector;
    const server = deployment.servers[0]!;
    const [kept, refused] = stickerIds as [number, number];
    expect((await client.call('PATCH', `/api/stickers/${kept}`, { owned: true })).status).toBe(200);

    try {
      await outage.begin();
      // Several rounds over a few seconds: every answer is a prompt 503, never a 500 or a hang.
      for (let round = 0; round < 3; round += 1) {
        const ready = await client.call('GET', '/readyz');
        expect(ready.status).toBe(503);
        expect((await client.call('GET', '/healthz')).status).toBe(200);

        const read = await client.call('GET', '/api/collections');
        expect(read.status).toBe(503);
        expect(read.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
        expect(read.headers.get('retry-after')).toBeTruthy();
        expect(read.ms).toBeLessThan(10_000);

        const write = await client.call('PATCH', `/api/stickers/${refused}`, { owned: true });
        expect(write.status).toBe(503);
        expect(write.ms).toBeLessThan(10_000);
        await sleep(500);
      }
    } finally {
      await outage.end();
    }

    const backAt = Date.now();
    await eventually('the app to serve again', 30_000, async () => {
      const response = await client.call('GET', '/api/collections');
      return response.status === 200 ? response : undefined;
    });
    console.log(`[postgres, ${how}] serving again ${Date.now() - backAt} ms after the outage`);

    expect(server.isRunning()).toBe(true);
    expect(deployment.servers[0]).toBe(server);
    const stickers = await listStickers(client, collectionId);
    expect(stickers.find((s) => s.id === kept)?.owned).toBe(true);
    // The write refused with 503 was not half-applied.
    expect(stickers.find((s) => s.id === refused)?.owned).toBe(false);
    expect((await client.call('PATCH', `/api/stickers/${refused}`, { owned: true })).status).toBe(
      200,
    );
    expect((await client.call('GET', '/readyz')).status).toBe(200);
  });
});
