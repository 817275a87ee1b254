import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { stickerStateSchema } from '../../../domain/sticker/sticker';
import { generateNumbers } from '../../../domain/sticker/numbering';
import {
  diffChecklists,
  planCollectionMigration,
  summariseVersion,
} from '../../../domain/catalogue/versions';
import type { ChecklistChanges } from '../../../domain/catalogue/versions';
import type { MigratingSticker } from '../../../domain/catalogue/versions';
import type { Specials } from '../../../domain/catalogue/specials';
import type { Database } from '../../db/client';
import { databaseErrorWithCode, UNIQUE_VIOLATION } from '../../db/errors';
import { boolArrayLiteral, intArrayLiteral, textArrayLiteral } from '../../db/array-literal';
import {
  collections,
  collectionTemplates,
  stickers,
  templateReports,
  templateVersions,
} from '../../db/schema';
import type { TemplateSection } from '../../db/schema';
import type { Tx } from '../../db/client';
import { forUpdateOf, lockedRows } from '../../db/row-locks';
import { rowsOf } from '../../db/rows';

const t = collectionTemplates;

/** A sticker as an album change reads it (`MigratingSticker`), with its collection. */
const migratingStickerRow = z.object({
  ...stickerStateSchema.shape,
  id: z.number(),
  number: z.string(),
  position: z.number(),
  collectionId: z.number(),
  promised: z.number(),
  retired: z.boolean(),
}) satisfies z.ZodType<MigratingSticker & { collectionId: number }>;
/** Collections moved per round trip when an album changes: bounds memory, not the transaction. */
export const MIGRATION_BATCH = 100;

export interface ChecklistValues {
  numbers: string[];
  sections: TemplateSection[];
  specials: Specials;
}

const uniqueTitle = async <T>(write: () => Promise<T>) => {
  try {
    return { ok: true as const, value: await write() };
  } catch (error) {
    if (databaseErrorWithCode(error, UNIQUE_VIOLATION)) return { ok: false as const };
    throw error;
  }
};

/** A verified album from an admin's import; `ok: false` when the title is taken. */
export async function insertVerifiedTemplate(
  db: Database,
  values: ChecklistValues & {
    title: string;
    publisher: string;
    year: number;
    source: string | null;
    notes: string | null;
    createdBy: number | null;
  },
) {
  return uniqueTitle(async () => {
    const [row] = await db
      .insert(t)
      .values({ ...values, totalStickers: values.numbers.length, verified: true })
      .returning({ id: t.id });
    return row!.id;
  });
}

/** Renames, hides or corrects a template's badge; `not-found`, or `conflict` for a taken title. */
export async function moderateTemplate(
  db: Database,
  id: number,
  patch: {
    title?: string;
    hidden?: boolean;
    publisher?: string | null;
    year?: number | null;
    notes?: string | null;
  },
): Promise<{ ok: true } | { ok: false; reason: 'not-found' | 'conflict' }> {
  const result = await uniqueTitle(() =>
    db.update(t).set(patch).where(eq(t.id, id)).returning({ id: t.id }),
  );
  if (!result.ok) return { ok: false, reason: 'conflict' };
  return result.value.length > 0 ? { ok: true } : { ok: false, reason: 'not-found' };
}

interface LockedTemplate {
  id: number;
  version: number;
  totalStickers: number;
  numbers: string[] | null;
  mergedInto: number | null;
}

async function lockTemplate(
  tx: Tx,
  id: number,
  isLocked = true,
): Promise<LockedTemplate | undefined> {
  const query = tx
    .select({
      id: t.id,
      version: t.version,
      totalStickers: t.totalStickers,
      numbers: t.numbers,
      mergedInto: t.mergedInto,
    })
    .from(t)
    .where(eq(t.id, id));
  const [row] = await (isLocked ? lockedRows(tx, query) : query);
  return row;
}

const codesOf = (template: LockedTemplate) =>
  template.numbers ?? generateNumbers(template.totalStickers);

interface MoveCounts {
  collections: number;
  added: number;
  removed: number;
  retired: number;
}

/**
 * Moves every collection of `fromTemplateId` onto `newNumbers` by code (planCollectionMigration),
 * `MIGRATION_BATCH` collections at a time within the caller's transaction, then points them at
 * `toTemplateId` and refreshes their match bits. Each collection's version is bumped, so shared
 * images and cached lists are made afresh. With `dryRun` it only reads (no locks) and counts.
 */
async function moveCollections(
  tx: Tx,
  params: {
    fromTemplateId: number;
    toTemplateId: number;
    oldNumbers: string[];
    newNumbers: string[];
    renames?: ReadonlyMap<string, string>;
    dryRun?: boolean;
  },
): Promise<MoveCounts> {
  const dryRun = params.dryRun === true;
  const counts: MoveCounts = { collections: 0, added: 0, removed: 0, retired: 0 };
  let after = 0;
  for (;;) {
    const batchQuery = tx
      .select({ id: collections.id, userId: collections.userId })
      .from(collections)
      .where(and(eq(collections.templateId, params.fromTemplateId), gt(collections.id, after)))
      .orderBy(asc(collections.id))
      .limit(MIGRATION_BATCH);
    const batch = await (dryRun ? batchQuery : lockedRows(tx, batchQuery));
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    const ids = batch.map((collection) => collection.id);
    const all = rowsOf(
      await tx.execute(sql`
        select id, number, position, collection_id as "collectionId", owned, for_trade as "forTrade",
          is_pending as "isPending", pending_with as "pendingWith", is_completed as "isCompleted",
          quantity, promised, retired, keep_spares as "keepSpares"
        from ${stickers} s where collection_id = any(${intArrayLiteral(ids)}::int[])
        ${dryRun ? sql`` : forUpdateOf(tx, 's')}`),
      migratingStickerRow,
    );
    const byCollection = new Map<number, MigratingSticker[]>(ids.map((id) => [id, []]));
    for (const sticker of all) byCollection.get(sticker.collectionId)!.push(sticker);

    const deletes: number[] = [];
    const updates: { id: number; number: string; position: number; retired: boolean }[] = [];
    const inserts: { collectionId: number; userId: number; number: string; position: number }[] =
      [];
    for (const collection of batch) {
      const plan = planCollectionMigration({
        oldNumbers: params.oldNumbers,
        newNumbers: params.newNumbers,
        renames: params.renames,
        stickers: byCollection.get(collection.id)!,
      });
      deletes.push(...plan.deletes);
      updates.push(...plan.updates);
      for (const insert of plan.inserts) {
        inserts.push({ ...insert, collectionId: collection.id, userId: collection.userId });
      }
      counts.added += plan.inserts.length;
      counts.removed += plan.deletes.length;
      counts.retired += plan.retired;
    }
    counts.collections += batch.length;
    if (dryRun) continue;
    if (deletes.length > 0) {
      await tx.execute(
        sql`delete from ${stickers} where id = any(${intArrayLiteral(deletes)}::int[])`,
      );
    }
    if (updates.length > 0) {
      await tx.execute(sql`
        update ${stickers} as s
        set number = u.number, position = u.position, retired = u.retired
        from unnest(
          ${intArrayLiteral(updates.map((u) => u.id))}::int[],
          ${textArrayLiteral(updates.map((u) => u.number))}::text[],
          ${intArrayLiteral(updates.map((u) => u.position))}::int[],
          ${boolArrayLiteral(updates.map((u) => u.retired))}::boolean[]
        ) as u(id, number, position, retired)
        where s.id = u.id
          and (s.number, s.position, s.retired) is distinct from (u.number, u.position, u.retired)`);
    }
    if (inserts.length > 0) {
      await tx.execute(sql`
        insert into ${stickers} (number, position, collection_id, user_id)
        select u.number, u.position, u.collection_id, u.user_id
        from unnest(
          ${textArrayLiteral(inserts.map((i) => i.number))}::text[],
          ${intArrayLiteral(inserts.map((i) => i.position))}::int[],
          ${intArrayLiteral(inserts.map((i) => i.collectionId))}::int[],
          ${intArrayLiteral(inserts.map((i) => i.userId))}::int[]
        ) as u(number, position, collection_id, user_id)`);
    }
    await tx
      .update(collections)
      .set({ templateId: params.toTemplateId, version: sql`${collections.version} + 1` })
      .where(sql`${collections.id} = any(${intArrayLiteral(ids)}::int[])`);
    // The album's size may have changed: recompute the match bits of the findable ones.
    await tx.execute(sql`select swapsies_refresh_match_bits(${intArrayLiteral(ids)}::int[])`);
  }
  return counts;
}

export type PublishResult =
  | ({ ok: true; renamed: number } & MoveCounts & ChecklistChanges)
  | { ok: false; reason: 'not-found' | 'merged' | 'renames'; message?: string };

/**
 * Publishes a corrected checklist of a template and moves every collection of it onto the new
 * codes (decision 021), all in one transaction: either every collection is on the new version or
 * none is, and the version history gains its line with it. `renames` is read against the old and
 * new codes by the caller's `readRenames`. With `dryRun` the same checks and counts are made and
 * nothing is written or locked.
 */
export async function publishVersion(
  db: Database,
  params: ChecklistValues & {
    templateId: number;
    notes?: string;
    dryRun?: boolean;
    /** The admin publishing, and when: kept in the version history. */
    publishedBy: number;
    now: Date;
    readRenames: (
      oldNumbers: string[],
    ) => { ok: true; renames: Map<string, string> } | { ok: false; message: string };
  },
): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const dryRun = params.dryRun === true;
    const template = await lockTemplate(tx, params.templateId, !dryRun);
    if (!template) return { ok: false, reason: 'not-found' };
    if (template.mergedInto !== null) return { ok: false, reason: 'merged' };
    const oldNumbers = codesOf(template);
    const renames = params.readRenames(oldNumbers);
    if (!renames.ok) return { ok: false, reason: 'renames', message: renames.message };
    const changes = diffChecklists(oldNumbers, params.numbers, renames.renames);
    if (!dryRun) {
      await tx
        .update(t)
        .set({
          numbers: params.numbers,
          sections: params.sections,
          specials: params.specials,
          totalStickers: params.numbers.length,
          version: sql`${t.version} + 1`,
          ...(params.notes === undefined ? {} : { notes: params.notes }),
        })
        .where(eq(t.id, template.id));
    }
    const counts = await moveCollections(tx, {
      fromTemplateId: template.id,
      toTemplateId: template.id,
      oldNumbers,
      newNumbers: params.numbers,
      renames: renames.renames,
      dryRun,
    });
    if (!dryRun) {
      await tx.insert(templateVersions).values({
        templateId: template.id,
        version: template.version + 1,
        publishedAt: params.now,
        publishedBy: params.publishedBy,
        addedCodes: changes.addedCodes.length,
        removedCodes: changes.removedCodes.length,
        renamedCodes: changes.renamedCodes.length,
        totalStickers: params.numbers.length,
        collections: counts.collections,
        summary: summariseVersion(changes, {
          before: oldNumbers.length,
          after: params.numbers.length,
        }),
      });
    }
    return { ok: true, renamed: renames.renames.size, ...counts, ...changes };
  });
}

export type MergeOutcome =
  | ({ ok: true } & MoveCounts)
  | { ok: false; reason: 'not-found' | 'same' | 'target-merged' | 'already-merged' };

/**
 * Merges a duplicate template into the right album (decision 021): every collection of `fromId`
 * moves onto `intoId` by code, and `fromId` is hidden with `mergedInto`, kept so past swaps keep
 * their record.
 */
export async function mergeTemplate(
  db: Database,
  params: { fromId: number; intoId: number },
): Promise<MergeOutcome> {
  if (params.fromId === params.intoId) return { ok: false, reason: 'same' };
  return db.transaction(async (tx) => {
    // Locked in id order, so two merges of the same pair cannot deadlock.
    const [firstId, secondId] = [params.fromId, params.intoId].sort((a, b) => a - b) as [
      number,
      number,
    ];
    const first = await lockTemplate(tx, firstId);
    const second = await lockTemplate(tx, secondId);
    const from = first?.id === params.fromId ? first : second;
    const into = first?.id === params.intoId ? first : second;
    if (!from || !into) return { ok: false, reason: 'not-found' };
    if (into.mergedInto !== null) return { ok: false, reason: 'target-merged' };
    if (from.mergedInto !== null) return { ok: false, reason: 'already-merged' };
    const counts = await moveCollections(tx, {
      fromTemplateId: from.id,
      toTemplateId: into.id,
      oldNumbers: codesOf(from),
      newNumbers: codesOf(into),
    });
    await tx.update(t).set({ hidden: true, mergedInto: into.id }).where(eq(t.id, from.id));
    return { ok: true, ...counts };
  });
}

/** A collector's report of a wrong checklist; undefined when the template does not exist. */
export async function insertReport(
  db: Database,
  values: { templateId: number; userId: number; message: string },
) {
  const rows = rowsOf(
    await db.execute(sql`
      insert into ${templateReports} (template_id, user_id, message)
      select ${values.templateId}, ${values.userId}, ${values.message}
      where exists (select 1 from ${t} where id = ${values.templateId})
      returning id`),
    z.object({ id: z.number() }),
  );
  return rows[0]?.id;
}

/** Marks a report resolved (again is harmless); false when it does not exist. */
export async function resolveReport(
  db: Database,
  params: { id: number; adminId: number; now: Date },
) {
  const rows = await db
    .update(templateReports)
    .set({
      status: 'resolved',
      resolvedAt: sql`coalesce(${templateReports.resolvedAt}, ${params.now.toISOString()}::timestamptz)`,
      resolvedBy: sql`coalesce(${templateReports.resolvedBy}, ${params.adminId}::int)`,
    })
    .where(eq(templateReports.id, params.id))
    .returning({ id: templateReports.id });
  return rows.length > 0;
}

/** A shipped verified album, unless its title is taken (then nothing: decision 021). */
export async function insertShippedAlbum(
  db: Database,
  values: ChecklistValues & {
    title: string;
    publisher: string;
    year: number;
    source: string;
    notes: string;
  },
) {
  return db
    .insert(t)
    .values({ ...values, totalStickers: values.numbers.length, verified: true })
    .onConflictDoNothing()
    .returning({ id: t.id });
}
