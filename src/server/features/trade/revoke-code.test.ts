import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  revokedTradeCodeSchema,
  tradeCodeResponseSchema,
  UNKNOWN_TRADE_CODE_MESSAGE,
} from '../../../domain/trade/in-person-swap';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTemplateFor, registerUser, stockedCollector } from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';

// The owner of a trade code can stop it before its day is up (decision 030,
// docs/security-checklist.md Z8).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let albums = 0;
async function twoCollectors() {
  albums += 1;
  const maker = await registerUser(t.app);
  const templateId = await createTemplateFor(t.app, maker.cookie, {
    title: `Revoke Album ${albums}`,
    totalStickers: 6,
  });
  const owner = await stockedCollector(t.app, templateId, { needs: ['1'] });
  const other = await stockedCollector(t.app, templateId, { needs: ['2'] });
  return { owner, other };
}

async function codeOf(who: { cookie: string; collectionId: number }) {
  const response = await request(
    t.app,
    'POST',
    `/api/collections/${who.collectionId}/trade-code`,
    {},
    { cookie: who.cookie },
  );
  expect(response.statusCode, response.body).toBe(201);
  return tradeCodeResponseSchema.parse(response.json()).code;
}

const revoke = (who: { cookie: string }, code: string, body: unknown = {}) =>
  request(t.app, 'POST', `/api/trade-codes/${code}/revoke`, body, { cookie: who.cookie });
const resolve = (who: { cookie: string }, code: string) =>
  request(t.app, 'GET', `/api/trade-codes/${code}`, undefined, { cookie: who.cookie });

describe('revoking a trade code', () => {
  it('stops the code at once for everyone, and the next one asked for is new', async () => {
    const { owner, other } = await twoCollectors();
    const code = await codeOf(owner);
    expect((await resolve(other, code)).statusCode).toBe(200);

    const revoked = await revoke(owner, code.toLowerCase());
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revokedTradeCodeSchema.parse(revoked.json())).toEqual({ code, revoked: true });

    const typed = await resolve(other, code);
    expect(typed.statusCode).toBe(404);
    expect(typed.json().message).toBe(UNKNOWN_TRADE_CODE_MESSAGE);
    expect((await request(t.app, 'POST', `/api/trade-codes/${code}`, {}, other)).statusCode).toBe(
      404,
    );
    // Asking again makes a fresh code rather than bringing the stopped one back.
    const next = await codeOf(owner);
    expect(next).not.toBe(code);
    expect((await resolve(other, next)).statusCode).toBe(200);
    // Revoking it again is the same answer and changes nothing.
    const before = await dbFingerprint(t.database);
    expect((await revoke(owner, code)).statusCode).toBe(200);
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('answers someone else’s code, an unknown one and a malformed one with the same 404, changing nothing', async () => {
    const { owner, other } = await twoCollectors();
    const code = await codeOf(owner);
    const before = await dbFingerprint(t.database);
    for (const [who, attempt] of [
      [other, code],
      [owner, '222222'],
      [owner, 'not-a-code'],
    ] as const) {
      const response = await revoke(who, attempt);
      expect(response.statusCode, attempt).toBe(404);
      expect(response.json().message).toBe(UNKNOWN_TRADE_CODE_MESSAGE);
    }
    expect(await dbFingerprint(t.database)).toBe(before);
    expect((await resolve(other, code)).statusCode).toBe(200);
    expect((await request(t.app, 'POST', `/api/trade-codes/${code}/revoke`, {})).statusCode).toBe(
      401,
    );
  });
});
