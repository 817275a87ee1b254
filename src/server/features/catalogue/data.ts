import { and, asc, desc, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { generateNumbers } from '../../../domain/sticker/numbering';
import type { Database } from '../../db/client';
import {
  collections,
  collectionTemplates,
  templateReports,
  templateVersions,
  users,
} from '../../db/schema';

const t = collectionTemplates;

/** How titles are compared for uniqueness: case and surrounding spaces ignored. */
export const titleKey = (title: string) => title.trim().toLowerCase();

/**
 * Which of `titles` are taken, as title keys (one query at start-up: the shipped albums
 * already there are neither read again nor written, decision 029).
 */
export async function takenTitleKeys(db: Database, titles: string[]) {
  const key = sql<string>`lower(btrim(${t.title}))`;
  const rows = await db
    .select({ key })
    .from(t)
    .where(inArray(key, titles.map(titleKey)));
  return new Set(rows.map((row) => row.key));
}

/** A template as the Create Collection list shows it (templateSchema). */
export const templateListColumns = {
  id: t.id,
  title: t.title,
  totalStickers: t.totalStickers,
  createdBy: t.createdBy,
  sections: t.sections,
  verified: t.verified,
  publisher: t.publisher,
  year: t.year,
  version: t.version,
  specialCount: sql<number>`(select count(*)::int from jsonb_object_keys(${t.specials}))`,
};

/** The list item plus specials, source, notes and moderation state (templateDetailSchema). */
export const templateDetailColumns = {
  ...templateListColumns,
  numbers: t.numbers,
  specials: t.specials,
  source: t.source,
  notes: t.notes,
  hidden: t.hidden,
  mergedInto: t.mergedInto,
};

/** A detail row as the API answers it: `codes` in album order, `1`..`N` for a numbered album. */
export function asTemplateDetail<R extends { numbers: string[] | null; totalStickers: number }>({
  numbers,
  ...row
}: R) {
  return { ...row, codes: numbers ?? generateNumbers(row.totalStickers) };
}

// `q` matches part of a title or publisher, ignoring case, or a whole year (docs/product.md
// "Albums and the catalogue"). LIKE's wildcards in what was typed are matched literally.
function searchCondition(q: string | undefined): SQL | undefined {
  const typed = q?.trim() ?? '';
  if (typed === '') return undefined;
  const pattern = `%${typed.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const year = /^\d{4}$/.test(typed) ? Number(typed) : null;
  return sql`(${t.title} ilike ${pattern} or ${t.publisher} ilike ${pattern}${
    year === null ? sql`` : sql` or ${t.year} = ${year}`
  })`;
}

/**
 * The albums offered on Create Collection: verified first, then community templates, each by
 * title; hidden and merged templates are left out (decision 021).
 */
export async function listOfferedTemplates(db: Database, q?: string) {
  return db
    .select(templateListColumns)
    .from(t)
    .where(and(not(t.hidden), isNull(t.mergedInto), searchCondition(q)))
    .orderBy(desc(t.verified), sql`lower(${t.title})`, asc(t.id));
}

/** One template with its specials, hidden or not: existing collections still read it. */
export async function findTemplateDetail(db: Database, id: number) {
  const [row] = await db.select(templateDetailColumns).from(t).where(eq(t.id, id)).limit(1);
  return row ? asTemplateDetail(row) : undefined;
}

/**
 * One page of the admin's catalogue, hidden and merged templates too, with collections using each
 * and its open reports, but not its codes (the detail has them). The counts come from grouped
 * subqueries joined by template id: a correlated subquery in a single-table select would have its
 * outer column rendered unqualified (`"id"`), binding to the inner table's own id. Ordered as
 * Create Collection orders, with the id last so pages never overlap.
 */
export async function listAdminTemplates(
  db: Database,
  params: { q?: string; page: number; pageSize: number },
) {
  const collectionCounts = db
    .select({
      templateId: collections.templateId,
      count: sql<number>`count(*)::int`.as('collection_count'),
    })
    .from(collections)
    .groupBy(collections.templateId)
    .as('collection_counts');
  const reportCounts = db
    .select({
      templateId: templateReports.templateId,
      count: sql<number>`count(*)::int`.as('open_report_count'),
    })
    .from(templateReports)
    .where(eq(templateReports.status, 'open'))
    .groupBy(templateReports.templateId)
    .as('open_report_counts');
  const target = alias(t, 'merge_target');
  const where = searchCondition(params.q);
  const [templates, [matching], [catalogue]] = await Promise.all([
    db
      .select({
        ...templateListColumns,
        source: t.source,
        notes: t.notes,
        hidden: t.hidden,
        mergedInto: t.mergedInto,
        mergedIntoTitle: target.title,
        collectionCount: sql<number>`coalesce(${collectionCounts.count}, 0)::int`,
        openReports: sql<number>`coalesce(${reportCounts.count}, 0)::int`,
      })
      .from(t)
      .leftJoin(collectionCounts, eq(collectionCounts.templateId, t.id))
      .leftJoin(reportCounts, eq(reportCounts.templateId, t.id))
      .leftJoin(target, eq(target.id, t.mergedInto))
      .where(where)
      .orderBy(desc(t.verified), sql`lower(${t.title})`, asc(t.id))
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(t)
      .where(where),
    db
      .select({
        verified: sql<number>`count(*) filter (where ${t.verified})::int`,
        community: sql<number>`count(*) filter (where not ${t.verified})::int`,
        hidden: sql<number>`count(*) filter (where ${t.hidden})::int`,
      })
      .from(t),
  ]);
  return { templates, total: matching!.total, catalogue: catalogue! };
}

/** The corrected versions of a template, newest first, with the publishing admin's name. */
export async function listTemplateVersions(db: Database, templateId: number) {
  const rows = await db
    .select({
      version: templateVersions.version,
      publishedAt: templateVersions.publishedAt,
      publishedBy: users.username,
      addedCodes: templateVersions.addedCodes,
      removedCodes: templateVersions.removedCodes,
      renamedCodes: templateVersions.renamedCodes,
      totalStickers: templateVersions.totalStickers,
      collections: templateVersions.collections,
      summary: templateVersions.summary,
    })
    .from(templateVersions)
    .leftJoin(users, eq(users.id, templateVersions.publishedBy))
    .where(eq(templateVersions.templateId, templateId))
    .orderBy(desc(templateVersions.version));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}

/** Whether a template exists, hidden or merged or not. */
export async function templateExists(db: Database, id: number) {
  const [row] = await db.select({ id: t.id }).from(t).where(eq(t.id, id)).limit(1);
  return row !== undefined;
}

const reportColumns = {
  id: templateReports.id,
  templateId: templateReports.templateId,
  templateTitle: t.title,
  username: users.username,
  message: templateReports.message,
  status: templateReports.status,
  createdAt: templateReports.createdAt,
  resolvedAt: templateReports.resolvedAt,
};

type ReportRow = {
  createdAt: Date;
  resolvedAt: Date | null;
} & Record<string, unknown>;

const asReport = <R extends ReportRow>(row: R) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
});

/** Reports of wrong checklists, newest first, up to 200. */
export async function listReports(db: Database, status: 'open' | 'resolved' | 'all') {
  const rows = await db
    .select(reportColumns)
    .from(templateReports)
    .innerJoin(t, eq(t.id, templateReports.templateId))
    .leftJoin(users, eq(users.id, templateReports.userId))
    .where(status === 'all' ? undefined : eq(templateReports.status, status))
    .orderBy(desc(templateReports.createdAt), desc(templateReports.id))
    .limit(200);
  return rows.map(asReport);
}

/** One report as admins see it. */
export async function findReport(db: Database, id: number) {
  const [row] = await db
    .select(reportColumns)
    .from(templateReports)
    .innerJoin(t, eq(t.id, templateReports.templateId))
    .leftJoin(users, eq(users.id, templateReports.userId))
    .where(eq(templateReports.id, id))
    .limit(1);
  return row ? asReport(row) : undefined;
}

/** The template whose title matches, ignoring case and surrounding spaces. */
export async function findTemplateByTitle(db: Database, title: string) {
  const [row] = await db
    .select({ id: collectionTemplates.id })
    .from(collectionTemplates)
    .where(sql`lower(btrim(${collectionTemplates.title})) = lower(btrim(${title}))`)
    .limit(1);
  return row;
}
