import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StickerPatch, StickerState } from '../src/domain/sticker/sticker';
import { NEW_STICKER_STATE } from '../src/domain/sticker/sticker';
import { isConsistentSticker } from '../src/domain/sticker/transitions';
import type { ApiClient } from './support/api-client';
import {
  createAlbum,
  listStickers,
  PASSWORD,
  registerCollector,
  type Collector,
} from './support/collector';
import { deploy, type Deployment } from './support/deployment';
import { postgresServerUrl, queryRows } from './support/postgres';
import { pick, seededRandom } from './support/random';
import { deleteKeys, findKeys, isRedisUp, redisUrl } from './support/redis';
import { findSerialOrder, type AcknowledgedPatch } from './support/serial-order';
import { nextClientAddress, runPool, runTag } from './support/test-run';

// Two app instances on different ports against one PostgreSQL
// database, as behind a load balancer. Sessions, concurrent writes, logout and rate limits must
// behave as with one instance, with rate limits counted in PostgreSQL and, in a second run, in
// Redis. The instances trust X-Forwarded-For (TRUST_PROXY=true, as behind a real balancer) so
// each test counts against addresses of its own, not all against 127.0.0.1's. In Redis they
// write under a REDIS_PREFIX of the run's own: Redis counters outlive a run and may be shared
// with other runs, whose accounts have the same ids in their own fresh databases (a second run
// within 15 minutes found its accounts already blocked by the first's counters).

const serverUrl = postgresServerUrl();
const redisUp = await isRedisUp();
if (serverUrl && !redisUp) console.warn(`Redis at ${redisUrl} does not answer: Redis runs skipped`);

const LOGIN_ACCOUNT_LIMIT = 10; // per account per 15 minutes (features/accounts/routes.ts)
const LOGIN_ADDRESS_LIMIT = 30; // per address per 15 minutes

const variants: Array<{ store: string; env: Record<string, string> }> = [
  { store: 'PostgreSQL', env: {} },
  { store: 'Redis', env: { REDIS_URL: redisUrl } },
];

for (const variant of variants) {
  const runs = Boolean(serverUrl) && (variant.store !== 'Redis' || redisUp);
  describe.runIf(runs)(`two instances on one database, rate limits in ${variant.store}`, () => {
    const tag = runTag();
    const redisPrefix = `swapsies-faults-${tag}-`;
    let deployment: Deployment;
    let owner: Collector;

    /** A client for `instance` that comes from its own made-up address. */
    function clientOn(instance: number, address = nextClientAddress()) {
      return deployment.client(instance, { forwardedFor: address });
    }
    function sameSession(from: ApiClient, instance: number) {
      const other = clientOn(instance, from.options.forwardedFor);
      other.cookie = from.cookie;
      return other;
    }
    const username = (name: string) => `${name}_${tag}`;

    beforeAll(async () => {
      deployment = await deploy('postgres', {
        instances: 2,
        env: { TRUST_PROXY: 'true', REDIS_PREFIX: redisPrefix, ...variant.env },
      });
      owner = await registerCollector(clientOn(0), username('owner'));
    });
    afterAll(async () => {
      await deployment?.close();
      if (variant.store === 'Redis') await deleteKeys(redisPrefix);
    });

    it('accepts a session made on one instance on the other', async () => {
      const onB = sameSession(owner.client, 1);
      expect(await onB.json('GET', '/api/user')).toMatchObject({ id: owner.userId });

      const loggedInOnB = clientOn(1);
      await loggedInOnB.json('POST', '/api/login', {
        username: owner.username,
        password: PASSWORD,
      });
      const onA = sameSession(loggedInOnB, 0);
      expect(await onA.json('GET', '/api/user')).toMatchObject({ id: owner.userId });
    });

    it('serialises concurrent changes to the same stickers through both instances (linearizable)', async () => {
      const { collectionId } = await createAlbum(owner.client, `Race ${tag}`, 10);
      const ids = (await listStickers(owner.client, collectionId)).map((s) => s.id);
      const clients = [owner.client, sameSession(owner.client, 1)];
      const kinds: StickerPatch[] = [
        { owned: true },
        { owned: false },
        { forTrade: true },
        { forTrade: false },
        { isPending: true, pendingWith: 'Alex' },
        { isPending: false },
        { isCompleted: true },
        { isCompleted: false },
      ];
      // Every request also sets a quantity no other request to that sticker uses, so answers
      // differ and a wrong one cannot hide behind an identical twin.
      const random = seededRandom(7);
      const sent = new Map<number, number>(ids.map((id) => [id, 0]));
      const acknowledged = new Map<number, AcknowledgedPatch[]>(ids.map((id) => [id, []]));
      const tasks = Array.from({ length: 240 }, (_, i) => {
        const id = pick(random, ids);
        sent.set(id, sent.get(id)! + 1);
        const patch = { ...pick(random, kinds), quantity: sent.get(id)! };
        return async () => {
          const sentAt = performance.now();
          const response = await clients[i % 2]!.call('PATCH', `/api/stickers/${id}`, patch);
          const answeredAt = performance.now();
          expect(response.status, JSON.stringify(response.body)).toBe(200);
          const answer = response.body as StickerState;
          acknowledged.get(id)!.push({ patch, answer, sentAt, answeredAt });
        };
      });
      await runPool(tasks, 16);

      for (const sticker of await listStickers(owner.client, collectionId)) {
        expect(isConsistentSticker(sticker), JSON.stringify(sticker)).toBe(true);
        const answers = acknowledged.get(sticker.id)!;
        const order = findSerialOrder(NEW_STICKER_STATE, answers, sticker);
        expect(
          order,
          `sticker ${sticker.id}: no serial order explains ${answers.length} answers`,
        ).toBeDefined();
      }
    });

    it('ends the session on both instances when it logs out on one', async () => {
      const onA = clientOn(0);
      await onA.json('POST', '/api/login', { username: owner.username, password: PASSWORD });
      const onB = sameSession(onA, 1);
      const cookie = onA.cookie;
      expect((await onB.call('GET', '/api/user')).status).toBe(200);

      expect((await onB.call('POST', '/api/logout')).status).toBe(204);
      for (const client of [onA, onB]) {
        client.cookie = cookie;
        expect((await client.call('GET', '/api/user')).status).toBe(401);
      }
      // The other sessions of the account are untouched.
      expect((await owner.client.call('GET', '/api/user')).status).toBe(200);
    });

    it(`blocks an account after ${LOGIN_ACCOUNT_LIMIT} attempts however they are spread over the instances`, async () => {
      const attempts = async (name: string, instanceOf: (i: number) => number) => {
        const account = username(name);
        await registerCollector(clientOn(0), account);
        const address = nextClientAddress();
        const statuses: number[] = [];
        for (let i = 0; i < LOGIN_ACCOUNT_LIMIT + 2; i += 1) {
          const response = await clientOn(instanceOf(i), address).call('POST', '/api/login', {
            username: account,
            password: 'wrong password',
          });
          statuses.push(response.status);
        }
        const right = await clientOn(instanceOf(1), address).call('POST', '/api/login', {
          username: account,
          password: PASSWORD,
        });
        return { statuses, right: right.status };
      };
      const oneInstance = await attempts('single', () => 0);
      const alternating = await attempts('alternating', (i) => i % 2);

      const expected = [...Array(LOGIN_ACCOUNT_LIMIT).fill(401), 429, 429];
      expect(oneInstance).toEqual({ statuses: expected, right: 429 });
      expect(alternating).toEqual(oneInstance);
    });

    it(`blocks an address after ${LOGIN_ADDRESS_LIMIT} login attempts over both instances`, async () => {
      const address = nextClientAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= LOGIN_ADDRESS_LIMIT; i += 1) {
        const response = await clientOn(i % 2, address).call('POST', '/api/login', {
          username: username(`nobody${i}`),
          password: 'wrong password',
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array(LOGIN_ADDRESS_LIMIT).fill(401), 429]);
    });

    it(`keeps the counters in ${variant.store}`, async () => {
      const [row] = await queryRows<{ n: number }>(
        deployment.database!.url,
        'select count(*)::int as n from rate_limits',
      );
      if (variant.store === 'Redis') {
        expect((await findKeys(redisPrefix)).length).toBeGreaterThan(0);
        expect(row!.n).toBe(0);
      } else {
        expect(row!.n).toBeGreaterThan(0);
      }
    });
  });
}
