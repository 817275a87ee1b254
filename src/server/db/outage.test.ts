import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { CuttableProxy } from '../../test/cuttable-proxy';
import { createTestDatabase, testDriver } from '../../test/database';
import { registerUser } from '../../test/factories';
import { request } from '../../test/http';
import { openPostgres, type DatabaseHandle } from './client';

describe.runIf(testDriver() === 'postgres')('database outage while running', () => {
  let backing: DatabaseHandle & { url?: string };
  let proxy: CuttableProxy;
  let t: TestApp;

  beforeAll(async () => {
    backing = await createTestDatabase('postgres');
    const url = new URL(backing.url!);
    proxy = new CuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.open();
    url.host = `127.0.0.1:${proxy.port}`;
    t = await createTestApp({}, { database: await openPostgres(url.toString(), { poolMax: 4 }) });
  });
  afterAll(async () => {
    await t.close();
    await backing.close();
  });

  it('answers 503 during the outage and recovers afterwards without a restart', async () => {
    const { cookie } = await registerUser(t.app);
    expect(
      (await request(t.app, 'GET', '/api/collections', undefined, { cookie })).statusCode,
    ).toBe(200);

    await proxy.cut();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    const during = await request(t.app, 'GET', '/api/collections', undefined, { cookie });
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(during.headers['retry-after']).toBeDefined();

    await proxy.open();
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(
      (await request(t.app, 'GET', '/api/collections', undefined, { cookie })).statusCode,
    ).toBe(200);
  });
});
