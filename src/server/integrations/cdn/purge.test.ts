import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCdnPurger } from './purge';

// With read replicas a CDN's refetch right after a purge may be answered by a replica that has
// not replayed "sharing off" yet, so the purge is sent again once no replica in use can be that
// far behind (decision 036).

const received: string[] = [];
const hook = createServer((req, res) => {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    received.push(text);
    res.writeHead(200).end();
  });
});
let url: string;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/purge`;
});
afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

describe('CDN purge', () => {
  it('purges once without replicas', async () => {
    received.length = 0;
    await createCdnPurger({ url, token: undefined }).purge(['abc'], log);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual(['{"keys":["collection-abc"]}']);
  });

  it('purges again after the replicas’ window when there are replicas', async () => {
    received.length = 0;
    await createCdnPurger({ url, token: undefined }, { repeatAfterMs: 50 }).purge(['abc'], log);
    expect(received).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual(['{"keys":["collection-abc"]}', '{"keys":["collection-abc"]}']);
  });
});
