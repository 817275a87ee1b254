import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createTemplateFor,
  findableCollector,
  registerUser,
  type SignedInUser,
} from '../../../test/factories';
import { request } from '../../../test/http';
import { startSmtpServer } from '../../../test/smtp';
import { retryDelayMs } from './worker';

// A real SMTP server that refuses the first message with a temporary error, then accepts: the
// worker retries after its backoff and the same email (same Message-ID, with the RFC 8058
// headers) arrives once (decision 018).

const received: string[] = [];
let refuseNext = true;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer((raw) => {
    if (refuseNext) {
      refuseNext = false;
      const error = new Error('Mailbox busy, try again later') as Error & {
        responseCode: number;
      };
      error.responseCode = 451;
      return error;
    }
    received.push(raw);
  });
  t = await createTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: 'Swapsies <hello@swapsies.test>' },
    { realMailer: true },
  );
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

const collector = (templateId: number, needs: string[], spares: string[], who?: SignedInUser) =>
  findableCollector(t.app, templateId, { needs, spares }, who);

it('retries a refused email after the backoff, and it arrives once with its unsubscribe headers', async () => {
  const proposer = await registerUser(t.app);
  const templateId = await createTemplateFor(t.app, proposer.cookie, {
    title: 'SMTP Album',
    totalStickers: 6,
  });
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
