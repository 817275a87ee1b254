import { and, asc, desc, eq, isNull, not, sql, type SQL } from 'drizzle-orm';
import { generateNumbers } from '../../../domain/sticker/numbering';
import type { Database } from '../../db/client';
import { collections, collectionTemplates, templateReports, users } from '../../db/schema';

const t = collectionTemplates;

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
 * Every template for the admin, hidden ones too, with collections using it and open reports.
 * The counts come from grouped subqueries joined by template id: a correlated subquery in a
 * single-table select would have its outer column rendered unqualified (`"id"`), binding to the
 * inner table's own id.
 */
export async function listAdminTemplates(db: Database, q?: string) {
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
  const rows = await db
    .select({
      ...templateDetailColumns,
      collectionCount: sql<number>`coalesce(${collectionCounts.count}, 0)::int`,
      openReports: sql<number>`coalesce(${reportCounts.count}, 0)::int`,
    })
    .from(t)
    .leftJoin(collectionCounts, eq(collectionCounts.templateId, t.id))
    .leftJoin(reportCounts, eq(reportCounts.templateId, t.id))
    .where(searchCondition(q))
    .orderBy(desc(t.verified), sql`lower(${t.title})`, asc(t.id));
  return rows.map(asTemplateDetail);
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
