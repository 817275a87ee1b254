import { createServer, type Server, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLogs, createTestApp, type TestApp } from '../../test/app';
import { CuttableProxy } from '../../test/cuttable-proxy';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { request } from '../../test/http';
import { addressKey } from '../lib/address-key';

// Rate limits when Redis is missing or slow, their key names, and IPv6 addresses counted by /64
// (decision 032).

const REDIS = { host: '127.0.0.1', port: 6379 };
const redisUp = await new Promise<boolean>((resolve) => {
  const probe = new Redis({ ...REDIS, lazyConnect: true, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  probe
    .connect()
    .then(() => probe.ping())
    .then(
      (pong) => resolve(pong === 'PONG'),
      () => resolve(false),
    )
    .finally(() => probe.disconnect());
});

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A TCP server that accepts connections and never answers: a hung Redis. */
async function blackHole(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const ioredisComplaints = vi.spyOn(console, 'error');
afterEach(() => ioredisComplaints.mockClear());
const unhandledIoredis = () =>
  ioredisComplaints.mock.calls.filter((args) => String(args[0]).includes('[ioredis]'));

async function loginAttempts(t: TestApp, username: string, count: number, ip: string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await request(
      t.app,
      'POST',
      '/api/login',
      { username, password: 'wrong' },
      { ip },
    );
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('Redis unreachable', () => {
  it.each([
    ['refuses connections (a closed port)', 'closed'],
    ['accepts connections and never answers', 'hung'],
  ] as const)(
    'when Redis %s, limits count in memory: login answers 401 then 429, /readyz says degraded, no ioredis error goes unhandled',
    async (_label, kind) => {
      const hole = kind === 'hung' ? await blackHole() : undefined;
      const port = hole?.port ?? (await closedPort());
      const { logger, lines } = captureLogs('info');
      const t = await createTestApp(
        { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: `rl-test-${kind}-` },
        { database, logger },
      );
      try {
        const statuses = await loginAttempts(t, `nobody-${kind}`, 11, '10.200.0.1');
        // The account limit (10 per 15 minutes) still holds, counted in this instance's memory.
        expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
        const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toMatchObject({ status: 'degraded', rateLimits: 'memory' });
        const warnings = lines.filter((line) => String(line.msg).startsWith('Redis'));
        expect(warnings.length).toBe(1);
        expect(JSON.stringify(warnings)).not.toContain('nobody');
        expect(unhandledIoredis()).toEqual([]);
      } finally {
        await t.app.close();
        await hole?.close();
      }
    },
  );

  it.runIf(redisUp)(
    'moves to memory when Redis goes away mid-run and back to Redis when it returns',
    async () => {
      const proxy = new CuttableProxy(REDIS);
      await proxy.open();
      const prefix = `rl-test-${randomBytes(4).toString('hex')}-`;
      const t = await createTestApp(
        { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, REDIS_PREFIX: prefix },
        { database },
      );
      try {
        expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({
          status: 'ready',
        });
        await proxy.cut();
        expect(await loginAttempts(t, 'gone-midway', 2, '10.201.0.1')).toEqual([401, 401]);
        expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({
          status: 'degraded',
        });
        await proxy.open();
        await vi.waitUntil(
          async () =>
            (await t.app.inject({ method: 'GET', url: '/readyz' })).json().status === 'ready',
          { timeout: 15_000, interval: 100 },
        );
        expect(unhandledIoredis()).toEqual([]);
      } finally {
        await t.app.close();
        await proxy.cut();
      }
    },
  );
});

describe.runIf(redisUp)('Redis key names', () => {
  it('are <REDIS_PREFIX>rl-<rule>:<what is counted>, with no route or "undefined" in them', async () => {
    const prefix = `rl-test-${randomBytes(4).toString('hex')}-`;
    const t = await createTestApp(
      { REDIS_URL: `redis://${REDIS.host}:${REDIS.port}`, REDIS_PREFIX: prefix },
      { database },
    );
    const redis = new Redis({ ...REDIS });
    try {
      await loginAttempts(t, 'Key-Names', 1, '10.202.0.1');
      const keys = (await redis.keys(`${prefix}*`)).sort();
      expect(keys).toEqual([
        `${prefix}rl-login-fail:name:key-names`,
        `${prefix}rl-login-ip:10.202.0.1`,
      ]);
      expect(await t.app.inject({ method: 'GET', url: '/readyz' }).then((r) => r.json())).toEqual({
        status: 'ready',
        database: database.driver,
      });
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await t.app.close();
    }
  });
});

describe('IPv6 clients are counted by their /64', () => {
  it.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['192.0.2.7', '192.0.2.7'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('ten registrations from ten addresses of one /64 use up its hour; another /64 is not affected', async () => {
    const t = await createTestApp({}, { database });
    try {
      const register = (ip: string) =>
        request(t.app, 'POST', '/api/register', { username: 'x' }, { ip });
      for (let i = 1; i <= 10; i += 1) {
        expect((await register(`2001:db8:aa:bb::${i.toString(16)}`)).statusCode).toBe(400);
      }
      expect((await register('2001:db8:aa:bb:1234:5678:9abc:def0')).statusCode).toBe(429);
      expect((await register('2001:db8:aa:bc::1')).statusCode).toBe(400);
    } finally {
      await t.app.close();
    }
  });
});

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
