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
  'circle_removals',
  'swap_partners',
  'template_reports',
  'template_versions',
  'push_subscriptions',
];

/**
 * A digest of every table's rows (docs/security-checklist.md I1): equal before and after a refused
 * request proves it changed nothing. Rate-limit counters are left out: refusals are meant to count.
 */
export async function dbFingerprint(database: DatabaseHandle): Promise<string> {
  // One statement for every table: the hostile-input suite takes a fingerprint around each of
  // thousands of requests, so a round trip per table was most of its time.
  const result = (await database.db.execute(FINGERPRINT_SQL)) as unknown as {
    rows: Array<{ fingerprint: string }>;
  };
  return result.rows[0]!.fingerprint;
}

const FINGERPRINT_SQL = `select concat_ws(' ', ${tables
  .map(
    (table) =>
      `(select '${table}:' || count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t)`,
  )
  .join(', ')}) as fingerprint`;
