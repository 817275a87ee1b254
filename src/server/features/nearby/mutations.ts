import { eq, sql } from 'drizzle-orm';
import type { ResolvedArea } from '../../../domain/nearby/area';
import type { Database } from '../../db/client';
import { collections, users } from '../../db/schema';

/**
 * Sets or clears the collector's area (decision 020) and bumps the versions of their
 * collections in the same transaction: rankings cached by version (matches) then see the change,
 * for them and for everyone who might meet them.
 */
export async function saveArea(db: Database, userId: number, area: ResolvedArea | null) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        areaKind: area?.kind ?? null,
        areaCode: area?.code ?? null,
        areaLat: area?.lat ?? null,
        areaLon: area?.lon ?? null,
        areaRadiusKm: area?.radiusKm ?? null,
      })
      .where(eq(users.id, userId));
    await tx
      .update(collections)
      .set({ version: sql`${collections.version} + 1` })
      .where(eq(collections.userId, userId));
  });
}
