import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationListSchema,
  preferencesSchema,
  type Notification,
} from '../../../domain/notifications/notifications';
import { createTestApp, type TestApp } from '../../../test/app';
import { queryRows } from '../../../test/database';
import {
  createTemplateFor,
  findableCollector,
  proposeSwap,
  registerUser,
  type Collector,
  type SignedInUser,
} from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';
import { retryDelayMs } from './worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NOTIFY_MAX_ATTEMPTS: '3' });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
let albums = 0;

const query = <T>(text: string, params: unknown[] = []) => queryRows<T>(t.database, text, params);

const fingerprint = () => dbFingerprint(t.database);

async function newAlbum(total = 12) {
  albums += 1;
  const title = `Notify Album ${albums}`;
  const owner = await registerUser(t.app);
  return {
    id: await createTemplateFor(t.app, owner.cookie, { title, totalStickers: total }),
    title,
  };
}

/** A findable collection: every sticker owned except `needs`; `spares` for trade (×2). */
const collector = (
  album: { id: number },
  state: { needs: string[]; spares: string[] },
  existing?: SignedInUser,
) => findableCollector(t.app, album.id, state, existing);

/** Two collectors who can swap 1 and 2 for 3 and 4. */
async function pair() {
  const album = await newAlbum();
  const proposer = await collector(album, { needs: ['1', '2'], spares: ['3', '4'] });
  const partner = await collector(album, { needs: ['3', '4'], spares: ['1', '2'] });
  return { album, proposer, partner };
}

const propose = (proposer: Collector, partner: Collector) => proposeSwap(t.app, proposer, partner);

async function act(who: { cookie: string }, swapId: number, action: string) {
  const response = await request(t.app, 'POST', `/api/swaps/${swapId}/${action}`, undefined, {
    cookie: who.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function inbox(who: { cookie: string }) {
  const response = await request(t.app, 'GET', '/api/notifications', undefined, {
    cookie: who.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return notificationListSchema.parse(response.json());
}

const deliveriesOf = (userId: number) =>
  query<{ channel: string; status: string; attempts: number; next_attempt_at: Date }>(
    `select channel, status, attempts, next_attempt_at from notification_deliveries
     where user_id = $1 order by notification_id`,
    [userId],
  );

const emailsTo = (who: SignedInUser) => t.mailer.sent.filter((e) => e.to === who.user.email);

async function setEmail(who: { cookie: string }, type: string, enabled: boolean) {
  const response = await request(
    t.app,
    'PUT',
    '/api/notifications/preferences',
    { type, channel: 'email', enabled },
    { cookie: who.cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return preferencesSchema.parse(response.json());
}

/** Sends everything due now (the worker is off in tests: they drive it). */
const runWorker = () => t.app.notifier.runOnce();

describe('swap notifications are written with the swap change', () => {
  it('tells the partner of a proposal, in the app and by email with the stickers and a link', async () => {
    const { album, proposer, partner } = await pair();
    const swapId = await propose(proposer, partner);

    const theirs = await inbox(partner);
    expect(theirs.unread).toBe(1);
    expect(theirs.notifications).toEqual([
      expect.objectContaining({
        type: 'swap-proposed',
        swapId,
        collectionId: partner.collectionId,
        partnerUsername: proposer.user.username,
        albumTitle: album.title,
        gives: ['1', '2'],
        gets: ['3', '4'],
        readAt: null,
      } satisfies Partial<Notification>),
    ]);
    expect((await inbox(proposer)).notifications).toEqual([]);
    expect(await deliveriesOf(partner.user.id)).toEqual([
      expect.objectContaining({ channel: 'email', status: 'pending', attempts: 0 }),
    ]);

    expect(await runWorker()).toMatchObject({ failed: 0, retrying: 0 });
    const [email] = emailsTo(partner);
    expect(email!.subject).toBe(`${proposer.user.username} proposed a swap for ${album.title}`);
    expect(email!.text).toContain('You give 1 and 2; you get 3 and 4.');
    expect(email!.text).toContain(
      `Open the swap: http://localhost:3000/matches?collection=${partner.collectionId}`,
    );
    expect(email!.headers!['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/unsubscribe\?token=[^>]+>$/,
    );
    expect(email!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(email!.messageId).toMatch(/^<notification-\d+\.email@localhost>$/);
    expect(await deliveriesOf(partner.user.id)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1 }),
    ]);
    // Sent once: another pass finds nothing due.
    await runWorker();
    expect(emailsTo(partner)).toHaveLength(1);
  });

  it('tells the proposer of an accept, and the first to finish that the swap is done', async () => {
    const { album, proposer, partner } = await pair();
    const swapId = await propose(proposer, partner);
    await act(partner, swapId, 'accept');
    expect((await inbox(proposer)).notifications).toEqual([
      expect.objectContaining({
        type: 'swap-accepted',
        partnerUsername: partner.user.username,
        collectionId: proposer.collectionId,
        gives: ['3', '4'],
        gets: ['1', '2'],
      }),
    ]);
    await act(proposer, swapId, 'done');
    expect((await inbox(partner)).notifications.map((n) => n.type)).toEqual(['swap-proposed']);
    await act(partner, swapId, 'done');
    // The proposer said done first, so they are told the swap is now complete; done is never emailed.
    expect((await inbox(proposer)).notifications.map((n) => n.type)).toEqual([
      'swap-done',
      'swap-accepted',
    ]);
    expect((await inbox(partner)).notifications.map((n) => n.type)).toEqual(['swap-proposed']);
    await runWorker();
    expect(emailsTo(proposer).map((e) => e.subject)).toEqual([
      `${partner.user.username} accepted your swap for ${album.title}`,
    ]);
  });

  it('tells the proposer of a decline, and the other side of a cancel', async () => {
    const { proposer, partner } = await pair();
    const declined = await propose(proposer, partner);
    await act(partner, declined, 'decline');
    expect((await inbox(proposer)).notifications[0]).toMatchObject({
      type: 'swap-declined',
      swapId: declined,
    });

    const cancelled = await propose(proposer, partner);
    await act(proposer, cancelled, 'cancel');
    expect((await inbox(partner)).notifications.map((n) => [n.type, n.swapId])).toEqual([
      ['swap-cancelled', cancelled],
      ['swap-proposed', cancelled],
      ['swap-proposed', declined],
    ]);
    await runWorker();
    expect(emailsTo(proposer).map((e) => e.subject)).toEqual([
      expect.stringContaining('declined your swap'),
    ]);
    expect(emailsTo(partner).at(-1)!.subject).toMatch(/^Your swap with .* was cancelled$/);
  });

  it('writes nothing when the swap change is refused', async () => {
    const { proposer, partner } = await pair();
    const swapId = await propose(proposer, partner);
    const before = await fingerprint();
    const again = await request(t.app, 'POST', `/api/swaps/${swapId}/decline`, undefined, {
      cookie: proposer.cookie,
    });
    expect(again.statusCode).toBe(404);
    expect(await fingerprint()).toBe(before);
  });

  it('tells the side that stays why the swap ended when the other deletes their account', async () => {
    const { proposer, partner } = await pair();
    const swapId = await propose(proposer, partner);
    const deleted = await request(
      t.app,
      'DELETE',
      '/api/user',
      { currentPassword: partner.password },
      { cookie: partner.cookie },
    );
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await inbox(proposer)).notifications[0]).toMatchObject({
      type: 'swap-cancelled',
      swapId,
      partnerUsername: partner.user.username,
      note: 'The other collector deleted their account.',
    });
  });
});

describe('preferences', () => {
  it('has swap emails on and the digest and newsletter off by default', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await request(t.app, 'GET', '/api/notifications/preferences', undefined, {
      cookie,
    });
    expect(response.json()).toEqual({
      email: {
        'swap-proposed': true,
        'swap-accepted': true,
        'swap-declined': true,
        'swap-cancelled': true,
        'new-matches': false,
        newsletter: false,
      },
      push: {
        'swap-proposed': true,
        'swap-accepted': true,
        'swap-declined': true,
        'swap-cancelled': true,
        'swap-done': false,
      },
    });
  });

  it('writes no email for a type switched off, but still tells the bell', async () => {
    const { proposer, partner } = await pair();
    expect((await setEmail(partner, 'swap-proposed', false)).email['swap-proposed']).toBe(false);
    await propose(proposer, partner);
    expect((await inbox(partner)).unread).toBe(1);
    expect(await deliveriesOf(partner.user.id)).toEqual([]);
  });

  it('skips an email switched off after it was written, before it went', async () => {
    const { proposer, partner } = await pair();
    await propose(proposer, partner);
    await setEmail(partner, 'swap-proposed', false);
    expect((await runWorker()).skipped).toBeGreaterThanOrEqual(1);
    expect(emailsTo(partner)).toEqual([]);
    expect(await deliveriesOf(partner.user.id)).toEqual([
      expect.objectContaining({ status: 'skipped' }),
    ]);
  });

  it('refuses a type or channel that does not exist, changing nothing', async () => {
    const { cookie } = await registerUser(t.app);
    const before = await fingerprint();
    for (const body of [
      { type: 'swap-done', channel: 'email', enabled: true },
      { type: 'swap-proposed', channel: 'pigeon', enabled: true },
      { type: 'swap-proposed', channel: 'email', enabled: 'yes' },
    ]) {
      const response = await request(t.app, 'PUT', '/api/notifications/preferences', body, {
        cookie,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await fingerprint()).toBe(before);
  });

  it('keeps the newsletter opt-in from registration and lets it be switched off', async () => {
    const response = await request(t.app, 'POST', '/api/register', {
      username: 'newsreader',
      email: 'newsreader@example.com',
      password: 'correct horse battery',
      subscribeToNewsletter: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const prefs = await request(t.app, 'GET', '/api/notifications/preferences', undefined, {
      cookie,
    });
    expect(prefs.json().email.newsletter).toBe(true);
    expect((await setEmail({ cookie }, 'newsletter', false)).email.newsletter).toBe(false);
    const [row] = await query<{ s: boolean }>(
      `select subscribe_to_newsletter as s from users where username = 'newsreader'`,
    );
    expect(row!.s).toBe(false);
  });
});

describe('one-click unsubscribe', () => {
  const tokenIn = (header: string) => decodeURIComponent(/token=([^>]+)>/.exec(header)![1]!);

  async function emailedToken() {
    const { proposer, partner } = await pair();
    await propose(proposer, partner);
    await runWorker();
    const email = emailsTo(partner).at(-1)!;
    return { partner, token: tokenIn(email.headers!['List-Unsubscribe']!) };
  }

  const post = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('asks on GET without changing anything, and switches the type off on POST signed out', async () => {
    const { partner, token } = await emailedToken();
    const before = await fingerprint();
    const page = await t.app.inject({
      method: 'GET',
      url: `/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(partner.user.username);
    expect(page.body).toContain('Someone proposes a swap to me');
    expect(page.body).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/);
    expect(await fingerprint()).toBe(before);

    // As a mail provider sends it (RFC 8058): no cookie, no Origin, a form body.
    const done = await post(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    const prefs = await request(t.app, 'GET', '/api/notifications/preferences', undefined, {
      cookie: partner.cookie,
    });
    expect(prefs.json().email['swap-proposed']).toBe(false);
    expect(prefs.json().email['swap-accepted']).toBe(true);
    // Again is fine: still off.
    expect((await post(token)).statusCode).toBe(200);
  });

  it('refuses a tampered token, or one altered to name another collector, changing nothing', async () => {
    const { partner, token } = await emailedToken();
    const other = await registerUser(t.app);
    const [, type, signature] = token.split('.');
    const before = await fingerprint();
    for (const bad of [
      `${token.slice(0, -2)}xx`,
      `${other.user.id}.${type}.${signature}`,
      `${partner.user.id}.swap-accepted.${signature}`,
      `${partner.user.id}.${type}`,
      '',
    ]) {
      const response = await post(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_TOKEN');
      const page = await t.app.inject({
        method: 'GET',
        url: `/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This unsubscribe link is not valid');
    }
    expect(await fingerprint()).toBe(before);
  });

  it('says at once when the email is already off, and turns it back on with the same token', async () => {
    const { partner, token } = await emailedToken();
    expect((await post(token)).statusCode).toBe(200);
    const url = `/unsubscribe?token=${encodeURIComponent(token)}`;
    const before = await fingerprint();
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('These emails are off');
    expect(page.body).not.toContain('Stop these emails?');
    expect(page.body).toContain(`action="/resubscribe?token=${encodeURIComponent(token)}"`);
    expect(await fingerprint()).toBe(before);

    const back = await t.app.inject({
      method: 'POST',
      url: `/resubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.body).toContain('These emails are back on');
    const prefs = await request(t.app, 'GET', '/api/notifications/preferences', undefined, {
      cookie: partner.cookie,
    });
    expect(prefs.json().email['swap-proposed']).toBe(true);
    // On again, the link asks as it did the first time.
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('Stop these emails?');
  });

  it('refuses to turn emails back on with an altered token, changing nothing', async () => {
    const { partner, token } = await emailedToken();
    expect((await post(token)).statusCode).toBe(200);
    const before = await fingerprint();
    const bad = `${token.slice(0, -2)}xx`;
    const response = await t.app.inject({
      method: 'POST',
      url: `/resubscribe?token=${encodeURIComponent(bad)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_TOKEN');
    expect(await fingerprint()).toBe(before);
    const prefs = await request(t.app, 'GET', '/api/notifications/preferences', undefined, {
      cookie: partner.cookie,
    });
    expect(prefs.json().email['swap-proposed']).toBe(false);
  });

  it('turns the newsletter off with a newsletter token', async () => {
    const user = await registerUser(t.app);
    await setEmail(user, 'newsletter', true);
    const token = await t.app.unsubscribeToken(user.user.id, 'newsletter');
    expect((await post(token)).statusCode).toBe(200);
    const [row] = await query<{ s: boolean }>(
      'select subscribe_to_newsletter as s from users where id = $1',
      [user.user.id],
    );
    expect(row!.s).toBe(false);
  });
});

describe('delivery retries', () => {
  it('waits longer after each failure and sends once the mail server is back', async () => {
    const { proposer, partner } = await pair();
    await runWorker(); // what earlier tests left due, so the counts below are this test's own
    await propose(proposer, partner);
    t.mailer.failWith = new Error('421 try again later');
    try {
      expect(await runWorker()).toMatchObject({ retrying: 1, sent: 0 });
      let [delivery] = await deliveriesOf(partner.user.id);
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
      expect(new Date(delivery!.next_attempt_at).getTime()).toBe(
        t.clock.now().getTime() + retryDelayMs(1),
      );
      // Not due yet: nothing is tried.
      expect(await runWorker()).toMatchObject({ retrying: 0, sent: 0 });
      t.clock.advance(retryDelayMs(1));
      expect(await runWorker()).toMatchObject({ retrying: 1 });
      [delivery] = await deliveriesOf(partner.user.id);
      expect(new Date(delivery!.next_attempt_at).getTime()).toBe(
        t.clock.now().getTime() + retryDelayMs(2),
      );
      expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    } finally {
      t.mailer.failWith = undefined;
    }
    t.clock.advance(retryDelayMs(2));
    expect(await runWorker()).toMatchObject({ sent: 1 });
    expect(emailsTo(partner)).toHaveLength(1);
    expect((await deliveriesOf(partner.user.id))[0]).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('gives up as failed after NOTIFY_MAX_ATTEMPTS, keeping the bell entry', async () => {
    const { proposer, partner } = await pair();
    await runWorker();
    await propose(proposer, partner);
    t.mailer.failWith = new Error('550 mailbox unavailable');
    try {
      for (let attempt = 1; attempt <= 3; attempt++) {
        await runWorker();
        t.clock.advance(retryDelayMs(attempt));
      }
      expect(await runWorker()).toMatchObject({ failed: 0, retrying: 0 });
    } finally {
      t.mailer.failWith = undefined;
    }
    const [delivery] = await query<{ status: string; attempts: number; last_error: string }>(
      'select status, attempts, last_error from notification_deliveries where user_id = $1',
      [partner.user.id],
    );
    expect(delivery).toEqual({
      status: 'failed',
      attempts: 3,
      last_error: '550 mailbox unavailable',
    });
    expect((await inbox(partner)).unread).toBe(1);
  });
});

describe('reading notifications', () => {
  it('marks one read, then all, and counts what is unread', async () => {
    const { proposer, partner } = await pair();
    const first = await propose(proposer, partner);
    await act(proposer, first, 'cancel');
    const list = await inbox(partner);
    expect(list.unread).toBe(2);
    const count = await request(t.app, 'GET', '/api/notifications/unread-count', undefined, {
      cookie: partner.cookie,
    });
    expect(count.json()).toEqual({ unread: 2 });

    const one = await request(
      t.app,
      'POST',
      `/api/notifications/${list.notifications[1]!.id}/read`,
      undefined,
      { cookie: partner.cookie },
    );
    expect(one.json()).toEqual({ unread: 1 });
    const after = await inbox(partner);
    expect(after.notifications[1]!.readAt).toBe(t.clock.now().toISOString());
    expect(after.notifications[0]!.readAt).toBeNull();

    const all = await request(t.app, 'POST', '/api/notifications/read-all', undefined, {
      cookie: partner.cookie,
    });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await inbox(partner)).notifications.every((n) => n.readAt !== null)).toBe(true);
  });

  it("answers 404 for someone else's notification and changes nothing", async () => {
    const { proposer, partner } = await pair();
    await propose(proposer, partner);
    const [theirs] = (await inbox(partner)).notifications;
    const before = await fingerprint();
    for (const id of [theirs!.id, 999_999]) {
      const response = await request(t.app, 'POST', `/api/notifications/${id}/read`, undefined, {
        cookie: proposer.cookie,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await fingerprint()).toBe(before);
  });

  it('needs a signed-in collector', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['GET', '/api/notifications/preferences'],
    ] as const) {
      expect((await request(t.app, method, url)).statusCode).toBe(401);
    }
  });
});

describe('the daily digest of new matches', () => {
  it('is off by default, and for those who opt in names only matches new since the last one', async () => {
    const album = await newAlbum(12);
    const numbers = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
    const me = await collector(album, { needs: numbers(1, 4), spares: numbers(5, 8) });
    const other = await collector(album, { needs: numbers(5, 8), spares: numbers(1, 4) });
    await runWorker();
    expect((await inbox(me)).notifications).toEqual([]);

    await setEmail(me, 'new-matches', true);
    expect(await runWorker()).toMatchObject({ digests: 1 });
    const [digest] = (await inbox(me)).notifications;
    expect(digest).toMatchObject({
      type: 'new-matches',
      matchCount: 1,
      collectionId: me.collectionId,
      albumTitle: album.title,
    });
    expect(emailsTo(me).at(-1)?.subject).toBe(`1 new match worth a look for ${album.title}`);
    // The other collector did not opt in.
    expect((await inbox(other)).notifications).toEqual([]);

    // Once a day, and only for matches it has not named before. (The clock moves on by days,
    // past the session's idle timeout, so this part reads the database.)
    expect(await runWorker()).toMatchObject({ digests: 0 });
    await collector(album, { needs: numbers(5, 7), spares: numbers(1, 3) });
    expect(await runWorker()).toMatchObject({ digests: 0 });
    t.clock.advance(DAY_MS);
    expect(await runWorker()).toMatchObject({ digests: 1 });
    const digests = () =>
      query<{ match_count: number }>(
        `select match_count from notifications where user_id = $1 and type = 'new-matches'
         order by id desc`,
        [me.user.id],
      );
    expect(await digests()).toEqual([{ match_count: 1 }, { match_count: 1 }]);
    t.clock.advance(DAY_MS);
    expect(await runWorker()).toMatchObject({ digests: 0 });
    expect(await digests()).toHaveLength(2);
  });
});
