import { and, eq, sql } from 'drizzle-orm';
import { canActivateAnother } from '../../../domain/collection/free-tier';
import type { Database } from '../../db/client';
import { lockedRows } from '../../db/row-locks';
import { endSwapsOfDeletedCollections, SWAP_ENDED_BY_DELETION } from '../matches/public';
import { databaseErrorWithCode, UNIQUE_VIOLATION } from '../../db/errors';
import { collections, collectionTemplates, stickers, users } from '../../db/schema';
import type { TemplateSection } from '../../db/schema';
import type { Tx } from '../../db/client';
import { templateListColumns } from '../catalogue/public';

/**
 * Adds a template to the shared catalogue; `conflict` when the title is taken (ignoring case).
 * An album defined by its codes keeps them in album order with its sections (decisions 010);
 * a numbered album has neither (its stickers are `1`..`totalStickers`).
 */
export async function insertTemplate(
  db: Database,
  values: {
    title: string;
    totalStickers: number;
    numbers: string[] | null;
    sections: TemplateSection[] | null;
    createdBy: number;
  },
) {
  try {
    const [row] = await db
      .insert(collectionTemplates)
      .values(values)
      .returning(templateListColumns);
    return { ok: true as const, template: row! };
  } catch (error) {
    if (databaseErrorWithCode(error, UNIQUE_VIOLATION)) return { ok: false as const };
    throw error;
  }
}

/** Locks the user's collection for a change; undefined when it is missing or someone else's. */
async function lockOwnCollection(tx: Tx, userId: number, id: number) {
  const [row] = await lockedRows(
    tx,
    tx
      .select({ id: collections.id, status: collections.status })
      .from(collections)
      .where(and(eq(collections.id, id), eq(collections.userId, userId))),
  );
  return row;
}

/**
 * Locks the user's row so two requests cannot both pass the free-tier check, then says whether
 * one more active collection is allowed (a free account has at most 2: docs/product.md
 * "Limits and rules").
 */
async function mayActivateOneMore(tx: Tx, userId: number, isPro: boolean) {
  await lockedRows(tx, tx.select({ id: users.id }).from(users).where(eq(users.id, userId)));
  const [row] = await tx
    .select({ active: sql<number>`count(*)::int` })
    .from(collections)
    .where(and(eq(collections.userId, userId), eq(collections.status, 'active')));
  return canActivateAnother(row?.active ?? 0, isPro);
}

export type CreateCollectionResult =
  { ok: true; id: number } | { ok: false; reason: 'template-not-found' | 'upgrade-required' };

/**
 * Creates a collection and its stickers in one statement, within one transaction: the album's
 * codes in album order when it has them (position = place in the album), else `1`..`N`.
 */
export async function createCollection(
  db: Database,
  values: { userId: number; templateId: number; isPro: boolean },
): Promise<CreateCollectionResult> {
  return db.transaction(async (tx) => {
    const [template] = await tx
      .select({
        totalStickers: collectionTemplates.totalStickers,
        hasCodes: sql<boolean>`${collectionTemplates.numbers} is not null`,
      })
      .from(collectionTemplates)
      // A hidden or merged template is not offered to new collections (decision 021).
      .where(
        and(eq(collectionTemplates.id, values.templateId), eq(collectionTemplates.hidden, false)),
      );
    if (!template) return { ok: false, reason: 'template-not-found' };
    if (!(await mayActivateOneMore(tx, values.userId, values.isPro)))
      return { ok: false, reason: 'upgrade-required' };
    const [collection] = await tx
      .insert(collections)
      .values({ userId: values.userId, templateId: values.templateId })
      .returning({ id: collections.id });
    if (template.hasCodes) {
      // The codes stay in the database: unnest them in order rather than send 10,000 back.
      await tx.execute(sql`
        insert into ${stickers} (number, position, collection_id, user_id)
        select code.number, code.position::int, ${collection!.id}, ${values.userId}
        from ${collectionTemplates} as t,
          unnest(t.numbers) with ordinality as code(number, position)
        where t.id = ${values.templateId}`);
    } else {
      await tx.execute(sql`
        insert into ${stickers} (number, position, collection_id, user_id)
        select n::text, n, ${collection!.id}, ${values.userId}
        from generate_series(1, ${template.totalStickers}::int) as n`);
    }
    return { ok: true, id: collection!.id };
  });
}

export type SetStatusResult =
  { ok: true } | { ok: false; reason: 'not-found' | 'upgrade-required' };

/** Archives or re-activates a collection; re-activating respects the free-tier limit. */
export async function setCollectionStatus(
  db: Database,
  values: { userId: number; id: number; status: 'active' | 'archived'; isPro: boolean },
): Promise<SetStatusResult> {
  return db.transaction(async (tx) => {
    const current = await lockOwnCollection(tx, values.userId, values.id);
    if (!current) return { ok: false, reason: 'not-found' };
    if (current.status === values.status) return { ok: true };
    if (
      values.status === 'active' &&
      !(await mayActivateOneMore(tx, values.userId, values.isPro))
    ) {
      return { ok: false, reason: 'upgrade-required' };
    }
    await tx
      .update(collections)
      .set({ status: values.status, version: sql`${collections.version} + 1` })
      .where(eq(collections.id, values.id));
    return { ok: true };
  });
}

/**
 * Deletes a collection and (by cascade) its stickers, ending its unfinished swaps first in the
 * same transaction so the other collectors get their copies back; false when missing or someone
 * else's.
 */
export async function deleteCollection(
  db: Database,
  params: { userId: number; id: number; now: Date },
) {
  return db.transaction(async (tx) => {
    const owned = await lockOwnCollection(tx, params.userId, params.id);
    if (!owned) return false;
    await endSwapsOfDeletedCollections(tx, {
      collectionIds: [owned.id],
      reason: SWAP_ENDED_BY_DELETION.collection,
      now: params.now,
    });
    await tx.delete(collections).where(eq(collections.id, owned.id));
    return true;
  });
}

/**
 * Turns public sharing on or off: 'not-found' when the collection is missing or someone else's,
 * 'circle-only' when turning it on for a collection kept inside swap circles (decision 020).
 */
export async function setCollectionSharing(
  db: Database,
  values: { userId: number; id: number; isPublic: boolean },
): Promise<'ok' | 'not-found' | 'circle-only'> {
  const updated = await db
    .update(collections)
    .set({ isPublic: values.isPublic, version: sql`${collections.version} + 1` })
    .where(
      and(
        eq(collections.id, values.id),
        eq(collections.userId, values.userId),
        values.isPublic ? eq(collections.circleOnly, false) : undefined,
      ),
    )
    .returning({ id: collections.id });
  if (updated.length > 0) return 'ok';
  const [exists] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.id, values.id), eq(collections.userId, values.userId)));
  return exists ? 'circle-only' : 'not-found';
}
