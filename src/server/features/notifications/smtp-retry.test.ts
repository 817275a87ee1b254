import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { listStickersOf, registerUser, type SignedInUser } from '../../../test/factories';
import { request } from '../../../test/http';
import { retryDelayMs } from './worker';

// A real SMTP server that refuses the first message with a temporary error, then accepts: the
// worker retries after its backoff and the same email (same Message-ID, with the RFC 8058
// headers) arrives once (decision 018).

const received: string[] = [];
let refuseNext = true;
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (refuseNext) {
          refuseNext = false;
          const error = new Error('Mailbox busy, try again later') as Error & {
            responseCode: number;
          };
          error.responseCode = 451;
          callback(error);
          return;
        }
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Swapsies <hello@swapsies.test>' },
    { realMailer: true },
  );
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function collector(
  templateId: number,
  needs: string[],
  spares: string[],
  who?: SignedInUser,
) {
  const user = who ?? (await registerUser(t.app));
  const created = await request(t.app, 'POST', '/api/collections', { templateId }, user);
  const collectionId = created.json().id as number;
  const stickers = await listStickersOf(t.app, user.cookie, collectionId);
  await request(
    t.app,
    'PATCH',
    '/api/stickers/bulk',
    {
      updates: stickers
        .filter((s) => !needs.includes(s.number))
        .map((s) => ({
          id: s.id,
          data: spares.includes(s.number) ? { forTrade: true, quantity: 2 } : { owned: true },
        })),
    },
    user,
  );
  await request(
    t.app,
    'PATCH',
    `/api/collections/${collectionId}/matching`,
    { findable: true },
    user,
  );
  return { ...user, collectionId };
}

it('retries a refused email after the backoff, and it arrives once with its unsubscribe headers', async () => {
  const proposer = await registerUser(t.app);
  const template = await request(
    t.app,
    'POST',
    '/api/collection-templates',
    { title: 'SMTP Album', totalStickers: 6 },
    proposer,
  );
  const templateId = template.json().id as number;
  const mine = await collector(templateId, ['1'], ['2'], proposer);
  const partner = await collector(templateId, ['2'], ['1']);
  const proposed = await request(
    t.app,
    'POST',
    `/api/collections/${mine.collectionId}/matches/${partner.collectionId}/swap`,
    undefined,
    proposer,
  );
  expect(proposed.statusCode, proposed.body).toBe(201);

  expect(await t.app.notifier.runOnce()).toMatchObject({ retrying: 1, sent: 0 });
  expect(received).toEqual([]);
  t.clock.advance(retryDelayMs(1));
  expect(await t.app.notifier.runOnce()).toMatchObject({ sent: 1 });
  expect(received).toHaveLength(1);

  const message = received[0]!.replace(/\r?\n[ \t]+/g, ' ');
  expect(message).toMatch(new RegExp(`^To: .*${partner.user.email}`, 'm'));
  expect(message).toMatch(/^Subject: collector\d+ proposed a swap for SMTP Album$/m);
  expect(message).toMatch(/^Message-ID: <notification-\d+\.email@localhost>$/m);
  expect(message).toMatch(
    /^List-Unsubscribe: <http:\/\/localhost:3000\/unsubscribe\?token=[^>]+>$/m,
  );
  expect(message).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
});
