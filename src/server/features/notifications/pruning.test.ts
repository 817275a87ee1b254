// Old notifications are deleted by the worker (docs/product.md "Notifications"): read ones after
// 90 days, any after a year, never one still waiting to be sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema } from '../../../domain/notifications/notifications';
import { createTestApp, type TestApp } from '../../../test/app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { request } from '../../../test/http';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function query<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const db = t.database.db as unknown as {
    $client: { query(text: string, params: unknown[]): Promise<{ rows: T[] }> };
  };
  return (await db.$client.query(text, params)).rows;
}

/** A notification `ageDays` old by the app's clock; `read` marks it read when it came. */
async function notify(user: SignedInUser, note: string, ageDays: number, read: boolean) {
  const createdAt = new Date(t.clock.now().getTime() - ageDays * DAY_MS).toISOString();
  const [row] = await query<{ id: string }>(
    `insert into notifications (user_id, type, partner_username, album_title, note, created_at, read_at)
     values ($1, 'swap-proposed', 'ada', 'Kept Album', $2, $3, ${read ? '$3' : 'null'})
     returning id`,
    [user.user.id, note, createdAt],
  );
  return Number(row!.id);
}

async function notesOf(user: SignedInUser) {
  const response = await request(t.app, 'GET', '/api/notifications', undefined, user);
  expect(response.statusCode, response.body).toBe(200);
  return notificationListSchema
    .parse(response.json())
    .notifications.map((n) => n.note)
    .sort();
}

describe('old notifications', () => {
  it('go after 90 days once read and after a year unread, oldest first, hourly', async () => {
    const ada = await registerUser(t.app);
    const bo = await registerUser(t.app);
    await notify(ada, 'read yesterday', 1, true);
    await notify(ada, 'read 89 days ago', 89, true);
    await notify(ada, 'read 91 days ago', 91, true);
    await notify(ada, 'unread 200 days ago', 200, false);
    await notify(ada, 'unread 366 days ago', 366, false);
    await notify(bo, 'read 400 days ago', 400, true);
    // Still waiting to be emailed (its retries not over): kept whatever its age.
    const waiting = await notify(bo, 'unread 500 days ago, email pending', 500, false);
    await query(
      `insert into notification_deliveries (user_id, notification_id, channel, status, next_attempt_at, created_at)
       values ($1, $2, 'email', 'pending', $3, $3)`,
      [bo.user.id, waiting, new Date(t.clock.now().getTime() + DAY_MS).toISOString()],
    );

    expect(await t.app.notifier.runOnce()).toMatchObject({ pruned: 3 });
    expect(await notesOf(ada)).toEqual([
      'read 89 days ago',
      'read yesterday',
      'unread 200 days ago',
    ]);
    expect(await notesOf(bo)).toEqual(['unread 500 days ago, email pending']);
    const unread = await request(t.app, 'GET', '/api/notifications/unread-count', undefined, ada);
    expect(unread.json()).toEqual({ unread: 1 });

    // Within the hour the worker does not look again; an hour later it does.
    await notify(ada, 'read 100 days ago', 100, true);
    t.clock.advance(30 * 60 * 1000);
    expect(await t.app.notifier.runOnce()).toMatchObject({ pruned: 0 });
    expect(await notesOf(ada)).toContain('read 100 days ago');
    t.clock.advance(HOUR_MS);
    expect(await t.app.notifier.runOnce()).toMatchObject({ pruned: 1 });
    expect(await notesOf(ada)).not.toContain('read 100 days ago');

    // Once its delivery is over, the old one goes too (at the next hourly look).
    await query(`update notification_deliveries set status = 'failed' where notification_id = $1`, [
      waiting,
    ]);
    t.clock.advance(HOUR_MS);
    expect(await t.app.notifier.runOnce()).toMatchObject({ pruned: 1 });
    expect(await notesOf(bo)).toEqual([]);
    expect(
      await query(`select 1 from notification_deliveries where notification_id = $1`, [waiting]),
    ).toEqual([]);
  });
});
