import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_TEMPLATES_PAGE_SIZE,
  adminTemplatesQuerySchema,
  adminTemplatesResponseSchema,
  checklistImportSchema,
  mergeResultSchema,
  templateDetailSchema,
  templateListItemSchema,
  templateListQuerySchema,
  templateMergeSchema,
  templateModerationSchema,
  templateReportItemSchema,
  templateReportSchema,
  templateReportsQuerySchema,
  templateReportsResponseSchema,
  templateVersionSchema,
  templateVersionsResponseSchema,
  versionPublishedSchema,
} from '../../../domain/catalogue/schemas';
import { parseChecklist, parseRenames } from '../../../domain/catalogue/checklist';
import { idParamsSchema } from '../../../domain/text';
import { AppError, notFound } from '../../app-error';
import { requireAdmin, requireUser } from '../../plugins/session';
import { readsFor } from '../../plugins/read-replicas';
import type { Database } from '../../db/client';
import {
  findReport,
  findTemplateDetail,
  listAdminTemplates,
  listOfferedTemplates,
  listReports,
  listTemplateVersions,
  templateExists,
} from './data';
import {
  insertReport,
  insertVerifiedTemplate,
  mergeTemplate,
  moderateTemplate,
  publishVersion,
  resolveReport,
} from './mutations';
import { refuseAbusiveTitle, refuseTakenTitle } from './titles';
import { errorAnswers } from '../../lib/error-answers';

const HOUR = 60 * 60 * 1000;
const TEMPLATE_NOT_FOUND = /*i18n*/ 'Template not found';

/** The checklist an admin sent, read with line numbers; a 400 with the parser's message. */
function readChecklist(codes: string, specials: string | undefined) {
  const parsed = parseChecklist(codes, specials ?? '');
  if (!parsed.ok) throw new AppError('VALIDATION_FAILED', parsed.message);
  return {
    numbers: parsed.numbers,
    sections: parsed.sections.map((section) => ({
      title: section.title,
      count: section.numbers.length,
    })),
    specials: parsed.specials,
  };
}

/**
 * The album catalogue (decision 021): what Create Collection offers, a template's detail,
 * collectors' reports, and the admin's import, corrected versions, renames, hiding and merges.
 */
function registerCatalogueRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const detailOrNotFound = async (id: number, reads: Database = db) => {
    const detail = await findTemplateDetail(reads, id);
    if (!detail) throw notFound(TEMPLATE_NOT_FOUND);
    return detail;
  };

  api.get(
    '/api/collection-templates',
    {
      schema: {
        querystring: templateListQuerySchema,
        response: { 200: z.array(templateListItemSchema), ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      await requireUser(request);
      return listOfferedTemplates(readsFor(request), request.query.q);
    },
  );

  api.get(
    '/api/collection-templates/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: templateDetailSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      await requireUser(request);
      return detailOrNotFound(request.params.id, readsFor(request));
    },
  );

  api.post(
    '/api/collection-templates/:id/reports',
    {
      schema: {
        params: idParamsSchema,
        body: templateReportSchema,
        response: {
          201: templateReportItemSchema,
          ...errorAnswers(400, 401, 403, 404, 413, 415, 429),
        },
      },
      // A report is read by a person: a few an hour from one address is plenty.
      onRequest: [app.limit({ name: 'template-report-ip', max: 20, windowMs: HOUR })],
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const id = await insertReport(db, {
        templateId: request.params.id,
        userId: user.id,
        message: request.body.message,
      });
      if (id === undefined) throw notFound(TEMPLATE_NOT_FOUND);
      request.log.info({ reportId: id, templateId: request.params.id }, 'checklist reported');
      const report = await findReport(db, id);
      if (!report) throw notFound(TEMPLATE_NOT_FOUND);
      return reply.status(201).send(report);
    },
  );

  api.get(
    '/api/admin/collection-templates',
    {
      schema: {
        querystring: adminTemplatesQuerySchema,
        response: { 200: adminTemplatesResponseSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const { q, page } = request.query;
      const pageSize = ADMIN_TEMPLATES_PAGE_SIZE;
      return { ...(await listAdminTemplates(db, { q, page, pageSize })), page, pageSize };
    },
  );

  api.get(
    '/api/admin/collection-templates/:id/versions',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: templateVersionsResponseSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      if (!(await templateExists(db, request.params.id))) throw notFound(TEMPLATE_NOT_FOUND);
      return { versions: await listTemplateVersions(db, request.params.id) };
    },
  );

  api.post(
    '/api/admin/collection-templates',
    {
      schema: {
        body: checklistImportSchema,
        response: { 201: templateDetailSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const { body } = request;
      refuseAbusiveTitle(body.title);
      const checklist = readChecklist(body.codes, body.specials);
      const result = await insertVerifiedTemplate(db, {
        ...checklist,
        title: body.title,
        publisher: body.publisher,
        year: body.year,
        source: body.source?.trim() || null,
        notes: body.notes?.trim() || null,
        createdBy: admin.id,
      });
      if (!result.ok) return refuseTakenTitle(db, body.title);
      request.log.info({ adminId: admin.id, templateId: result.value }, 'admin imported an album');
      return reply.status(201).send(await detailOrNotFound(result.value));
    },
  );

  api.post(
    '/api/admin/collection-templates/:id/versions',
    {
      schema: {
        params: idParamsSchema,
        body: templateVersionSchema,
        response: {
          200: versionPublishedSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { body } = request;
      const checklist = readChecklist(body.codes, body.specials);
      const dryRun = body.dryRun === true;
      const notes = body.notes?.trim() || undefined;
      const result = await publishVersion(db, {
        ...checklist,
        templateId: request.params.id,
        notes,
        dryRun,
        publishedBy: admin.id,
        now: app.clock.now(),
        readRenames: (oldNumbers) =>
          parseRenames(body.renames ?? '', oldNumbers, checklist.numbers),
      });
      if (!result.ok) {
        if (result.reason === 'not-found') throw notFound(TEMPLATE_NOT_FOUND);
        if (result.reason === 'merged') {
          throw new AppError(
            'CONFLICT',
            /*i18n*/ 'This template was merged into another album — correct that one',
          );
        }
        throw new AppError(
          'VALIDATION_FAILED',
          result.message ?? /*i18n*/ 'Renamed codes could not be read',
        );
      }
      const { ok: _ok, ...counts } = result;
      const current = await detailOrNotFound(request.params.id);
      if (dryRun) {
        // The template as it would be published; nothing was written.
        return {
          template: {
            ...current,
            codes: checklist.numbers,
            totalStickers: checklist.numbers.length,
            sections: checklist.sections,
            specials: checklist.specials,
            specialCount: Object.keys(checklist.specials).length,
            version: current.version + 1,
            notes: notes ?? current.notes,
          },
          ...counts,
          dryRun,
        };
      }
      request.log.info(
        { adminId: admin.id, templateId: request.params.id, collections: result.collections },
        'admin published a corrected checklist',
      );
      return { template: current, ...counts, dryRun };
    },
  );

  api.patch(
    '/api/admin/collection-templates/:id',
    {
      schema: {
        params: idParamsSchema,
        body: templateModerationSchema,
        response: { 200: templateDetailSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { body } = request;
      if (body.title !== undefined) refuseAbusiveTitle(body.title);
      const result = await moderateTemplate(db, request.params.id, body);
      if (!result.ok) {
        if (result.reason === 'not-found') throw notFound(TEMPLATE_NOT_FOUND);
        return refuseTakenTitle(db, body.title ?? '');
      }
      request.log.info(
        { adminId: admin.id, templateId: request.params.id, change: Object.keys(body) },
        'admin moderated a template',
      );
      return detailOrNotFound(request.params.id);
    },
  );

  api.post(
    '/api/admin/collection-templates/:id/merge',
    {
      schema: {
        params: idParamsSchema,
        body: templateMergeSchema,
        response: { 200: mergeResultSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { intoTemplateId } = request.body;
      const result = await mergeTemplate(db, { fromId: request.params.id, intoId: intoTemplateId });
      if (!result.ok) {
        switch (result.reason) {
          case 'not-found':
            throw notFound(TEMPLATE_NOT_FOUND);
          case 'same':
            throw new AppError(
              'VALIDATION_FAILED',
              /*i18n*/ 'A template cannot be merged into itself',
            );
          case 'target-merged':
            throw new AppError(
              'CONFLICT',
              /*i18n*/ 'That album was itself merged into another — merge into that one',
            );
          case 'already-merged':
            throw new AppError(
              'CONFLICT',
              /*i18n*/ 'This template was already merged into another album',
            );
        }
      }
      request.log.info(
        {
          adminId: admin.id,
          fromId: request.params.id,
          intoId: intoTemplateId,
          collections: result.collections,
        },
        'admin merged a template',
      );
      return {
        template: await detailOrNotFound(intoTemplateId),
        collections: result.collections,
        retired: result.retired,
      };
    },
  );

  api.get(
    '/api/admin/template-reports',
    {
      schema: {
        querystring: templateReportsQuerySchema,
        response: { 200: templateReportsResponseSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { reports: await listReports(db, request.query.status) };
    },
  );

  api.post(
    '/api/admin/template-reports/:id/resolve',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: templateReportItemSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const isResolved = await resolveReport(db, {
        id: request.params.id,
        adminId: admin.id,
        now: app.clock.now(),
      });
      if (!isResolved) throw notFound(/*i18n*/ 'Report not found');
      return findReport(db, request.params.id);
    },
  );
}

export const catalogueRoutes = fp(async (app) => registerCatalogueRoutes(app), {
  name: 'catalogue-routes',
  dependencies: ['sessions', 'rate-limits'],
});
