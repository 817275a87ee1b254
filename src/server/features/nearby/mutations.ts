import { and, eq, lt, or, sql, isNull, ne } from 'drizzle-orm';
import type { ResolvedArea } from '../../../domain/nearby/area';
import type { Database } from '../../db/client';
import { collections, users } from '../../db/schema';

/**
 * Sets or clears the collector's area (decision 020) and bumps the versions of their
 * collections in the same transaction: rankings cached by version (matches) then see the change,
 * for them and for everyone who might meet them.
 *
 * Setting an area that differs from the stored one counts toward `maxPerDay` changes on the UTC
 * day `today` (issue 31: moving one's own area is how another collector would be located); the
 * count and the change are one conditional update, so concurrent requests cannot pass the
 * limit. Clearing the area, and saving the same area again (a retry), never count and are never
 * refused. Answers false, changing nothing, when the day's changes are used up.
 */
export async function saveArea(
  db: Database,
  userId: number,
  area: ResolvedArea | null,
  limit: { today: string; maxPerDay: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const values = {
      areaKind: area?.kind ?? null,
      areaCode: area?.code ?? null,
      areaLat: area?.lat ?? null,
      areaLon: area?.lon ?? null,
      areaRadiusKm: area?.radiusKm ?? null,
    };
    const [current] = await tx
      .select({ kind: users.areaKind, code: users.areaCode, radiusKm: users.areaRadiusKm })
      .from(users)
      .where(eq(users.id, userId));
    const unchanged =
      current !== undefined &&
      current.kind === values.areaKind &&
      current.code === values.areaCode &&
      current.radiusKm === values.areaRadiusKm;
    if (unchanged) return true;
    if (area === null) {
      await tx.update(users).set(values).where(eq(users.id, userId));
    } else {
      const updated = await tx
        .update(users)
        .set({
          ...values,
          areaChanges: sql`case when ${users.areaChangesDay} = ${limit.today}::date
            then ${users.areaChanges} + 1 else 1 end`,
          areaChangesDay: limit.today,
        })
        .where(
          and(
            eq(users.id, userId),
            or(
              isNull(users.areaChangesDay),
              ne(users.areaChangesDay, limit.today),
              lt(users.areaChanges, limit.maxPerDay),
            ),
          ),
        )
        .returning({ id: users.id });
      if (updated.length === 0) return false;
    }
    await tx
      .update(collections)
      .set({ version: sql`${collections.version} + 1` })
      .where(eq(collections.userId, userId));
    return true;
  });
}
