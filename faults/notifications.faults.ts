import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../src/test/smtp';
import { registerCollector, type Collector } from './support/collector';
import { deploy, type Deployment } from './support/deployment';
import { postgresServerUrl, queryRows } from './support/postgres';
import { eventually, runTag, sleep } from './support/test-run';

// The notification worker (decision 018) on real processes against one PostgreSQL database,
// sending to a local SMTP server that records every message it accepts:
//  - two instances draining the same deliveries send each notification exactly once;
//  - an instance killed (`kill -9`) in the middle of a batch loses none: what it had claimed is
//    sent after its lease, by the instance started again.
// Notifications are inserted straight into the database, many in one transaction, so both
// workers find the same due rows at once (the swap routes write one per request; the API tests
// cover that they do). PGlite serves one process and cannot be read from outside while it runs,
// so these need PostgreSQL (TEST_DATABASE_URL) and are skipped without it.

const serverUrl = postgresServerUrl();

/** A local SMTP server; `delayMs` holds each message before accepting it. */
async function startSmtpSink(delayMs = 0) {
  const accepted: string[] = [];
  const server = await startSmtpServer(async (raw) => {
    await sleep(delayMs);
    accepted.push(/^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '(none)');
  });
  return { ...server, accepted };
}

/** `count` notifications for the collectors, each with a pending email, in one transaction. */
async function insertNotifications(url: string, users: readonly Collector[], count: number) {
  const rows = await queryRows<{ id: string }>(
    url,
    `with n as (
       insert into notifications (user_id, type, partner_username, album_title, gives, gets, created_at)
       select ($1::int[])[1 + (i % array_length($1::int[], 1))], 'swap-proposed', 'faults',
              'Faults Album', array['1'], array['2'], now()
       from generate_series(0, $2 - 1) as i
       returning user_id, id)
     insert into notification_deliveries (user_id, notification_id, channel, next_attempt_at, created_at)
     select user_id, id, 'email', now(), now() from n
     returning notification_id::text as id`,
    [users.map((u) => u.userId), count],
  );
  return rows.map((row) => `<notification-${row.id}.email@127.0.0.1>`);
}

const statuses = (url: string) =>
  queryRows<{ status: string; n: number }>(
    url,
    `select status, count(*)::int as n from notification_deliveries group by status order by status`,
  );

const countOf = (ids: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

describe.runIf(Boolean(serverUrl))('notification delivery across instances and crashes', () => {
  describe('two instances, one database', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    let deployment: Deployment;

    beforeAll(async () => {
      smtp = await startSmtpSink(5);
      deployment = await deploy('postgres', {
        instances: 2,
        env: { SMTP_URL: smtp.url, NOTIFY_INTERVAL_MS: '100' },
      });
    });
    afterAll(async () => {
      await deployment?.close();
      await smtp?.close();
    });

    it('sends each notification exactly once', async () => {
      const tag = runTag();
      const users = [
        await registerCollector(deployment.client(0), `once_a_${tag}`),
        await registerCollector(deployment.client(1), `once_b_${tag}`),
      ];
      const expected = await insertNotifications(deployment.database!.url, users, 60);
      await eventually('every delivery sent', 60_000, async () => {
        const rows = await statuses(deployment.database!.url);
        return rows.length === 1 && rows[0]!.status === 'sent' && rows[0]!.n === 60
          ? true
          : undefined;
      });
      await sleep(500); // a second copy, if any, would arrive by now
      const counts = countOf(smtp.accepted);
      expect([...counts.keys()].sort()).toEqual([...expected].sort());
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
    });
  });

  describe('an instance killed in the middle of a batch', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    let deployment: Deployment;

    beforeAll(async () => {
      // Slow acceptance, so the kill lands while a batch is being sent.
      smtp = await startSmtpSink(150);
      deployment = await deploy('postgres', {
        instances: 1,
        env: { SMTP_URL: smtp.url, NOTIFY_INTERVAL_MS: '100' },
      });
    });
    afterAll(async () => {
      await deployment?.close();
      await smtp?.close();
    });

    it('loses none: what it had claimed is sent after its lease', async () => {
      const url = deployment.database!.url;
      const tag = runTag();
      const users = [await registerCollector(deployment.client(0), `kill_${tag}`)];
      const expected = await insertNotifications(url, users, 30);
      await eventually('a few sent', 30_000, async () =>
        smtp.accepted.length >= 3 ? true : undefined,
      );
      await deployment.servers[0]!.kill9();
      const atKill = await statuses(url);
      const pending = atKill.find((row) => row.status === 'pending')?.n ?? 0;
      expect(pending).toBeGreaterThan(0);
      expect(atKill.find((row) => row.status === 'failed')).toBeUndefined();
      // Claimed rows are still pending, leased to the dead process: nothing was lost.
      const leased = await queryRows<{ n: number }>(
        url,
        `select count(*)::int as n from notification_deliveries
         where status = 'pending' and claim_token is not null`,
      );
      expect(leased[0]!.n).toBeGreaterThan(0);

      // Five minutes later the lease has run out (aged here, rather than waited for).
      await queryRows(
        url,
        `update notification_deliveries set next_attempt_at = now() where status = 'pending'`,
      );
      await deployment.restart(0);
      await eventually('every delivery sent after the restart', 60_000, async () => {
        const rows = await statuses(url);
        return rows.length === 1 && rows[0]!.status === 'sent' && rows[0]!.n === 30
          ? true
          : undefined;
      });
      const counts = countOf(smtp.accepted);
      expect([...counts.keys()].sort()).toEqual([...expected].sort());
      // At least once: only a message accepted just before the kill, and not yet marked, can
      // arrive twice, with the same Message-ID.
      const doubled = [...counts.values()].filter((n) => n > 1).length;
      expect(doubled).toBeLessThanOrEqual(1);
      expect([...counts.values()].every((n) => n <= 2)).toBe(true);
    });
  });
});
