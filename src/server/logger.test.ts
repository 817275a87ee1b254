import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import {
  chooseLogFormat,
  createLogger,
  createReadableFormatter,
  readableDestination,
} from './logger';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The app with its log written as a terminal would get it, returning what was printed. */
async function appPrintingReadably() {
  const printed: string[] = [];
  const logger = createLogger('info', readableDestination({ write: (text) => printed.push(text) }));
  t = await createTestApp({}, { logger });
  printed.length = 0; // the start's own lines (no built client here)
  return { app: t.app, printed };
}

describe('the log format (decision 029)', () => {
  it('is JSON unless a person watches in a terminal, and LOG_FORMAT decides when set', () => {
    expect(chooseLogFormat(undefined, undefined)).toBe('json');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('prints one short line a request in a terminal, the reset token still hidden', async () => {
    const { app, printed } = await appPrintingReadably();
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/api/collections' });
    await app.inject({ method: 'GET', url: '/reset-password/secret-token-123' });
    expect(printed).toHaveLength(3);
    expect(printed[0]).toMatch(/^\d\d:\d\d:\d\d GET \/healthz 200 \d+ ms\n$/);
    expect(printed[1]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/collections 401 \d+ ms\n$/);
    // The route's pattern is printed, never the path sent (decision 033): this test app serves no
    // page there, so "(no route)"; the token is in neither.
    expect(printed[2]).toMatch(/^\d\d:\d\d:\d\d GET \(no route\) 404 \d+ ms\n$/);
    expect(printed.join('')).not.toContain('secret-token-123');
  });

  it('prints other lines as time, level, message and fields, an error with its stack', () => {
    const format = createReadableFormatter();
    const time = new Date(2026, 10, 28, 14, 2, 11).getTime();
    const base = { time, pid: 1, hostname: 'h' };
    expect(
      format(JSON.stringify({ ...base, level: 40, msg: 'slow', reqId: 'r1', table: 'stickers' })),
    ).toBe('14:02:11 WARN slow table=stickers\n');
    const error = format(
      JSON.stringify({
        ...base,
        level: 50,
        msg: 'boom',
        err: { message: 'bad', stack: 'Error: bad\n    at x (y.ts:1:2)' },
      }),
    );
    expect(error).toBe('14:02:11 ERROR boom\n  Error: bad\n      at x (y.ts:1:2)\n');
    expect(format('not json')).toBe('not json\n');
    // The start-up line, as main.ts writes it.
    expect(
      format(JSON.stringify({ ...base, level: 30, msg: 'Swapsies is running at http://x' })),
    ).toBe('14:02:11 INFO Swapsies is running at http://x\n');
  });

  it('forgets a request that never completed, keeping at most a thousand', () => {
    const format = createReadableFormatter();
    for (let i = 0; i < 1500; i++) {
      const line = { level: 30, time: 0, reqId: `r${i}`, req: { method: 'GET', url: `/${i}` } };
      expect(format(JSON.stringify({ ...line, msg: 'incoming request' }))).toBeUndefined();
    }
    const done = (id: string) =>
      format(
        JSON.stringify({
          level: 30,
          time: 0,
          reqId: id,
          res: { statusCode: 200 },
          responseTime: 1.2,
          msg: 'request completed',
        }),
      );
    expect(done('r1499')).toMatch(/ GET \/1499 200 1 ms\n$/);
    expect(done('r0')).toMatch(/ request 200 1 ms\n$/);
  });

  it('stays JSON, two lines a request, by default', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    t = await createTestApp({}, { logger });
    lines.length = 0; // the start's own lines (no built client here)
    await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });
});
