import type { DatabaseHandle } from '../server/db/client';

const tables = [
  'users',
  'sessions',
  'password_reset_tokens',
  'collection_templates',
  'collections',
  'stickers',
  'swaps',
  'payments',
  'stripe_events',
  'facebook_groups',
  'idempotency_keys',
  'in_person_swaps',
  'trade_codes',
  'trade_code_scans',
  'notifications',
  'notification_deliveries',
  'notification_preferences',
  'match_digests',
  'circles',
  'circle_members',
  'template_reports',
  'template_versions',
  'push_subscriptions',
];

/**
 * A digest of every table's rows (docs/security-checklist.md I1): equal before and after a refused
 * request proves it changed nothing. Rate-limit counters are left out: refusals are meant to count.
 */
export async function dbFingerprint(database: DatabaseHandle): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const result = (await database.db.execute(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`,
    )) as unknown as { rows: Array<{ n: number; h: string }> };
    const row = result.rows[0]!;
    parts.push(`${table}:${row.n}:${row.h}`);
  }
  return parts.join(' ');
}
