import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { returnedId, rowsOf } from '../../../db/rows';

/**
 * Deletes up to `limit` notifications past keeping (docs/product.md "Notifications"): read ones
 * older than `readBefore`, any older than `before`, never one with a delivery still pending (its
 * deliveries go with it, by the foreign key). Oldest first; returns how many went.
 */
export async function pruneNotifications(
  db: Database,
  { readBefore, before, limit }: { readBefore: Date; before: Date; limit: number },
) {
  const result = await db.execute(sql`
    delete from notifications
    where (user_id, id) in (
      select n.user_id, n.id from notifications n
      where n.created_at < ${readBefore.toISOString()}::timestamptz
        and (n.read_at is not null or n.created_at < ${before.toISOString()}::timestamptz)
        and not exists (
          select 1 from notification_deliveries d
          where d.user_id = n.user_id and d.notification_id = n.id and d.status = 'pending')
      order by n.created_at
      limit ${limit})
    returning id`);
  return rowsOf(result, returnedId).length;
}
