import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseAlbumCodes } from '../../../domain/collection/album-codes';
import {
  collectionSchema,
  collectionSummarySchema,
  templateSchema,
} from '../../../domain/collection/collection';
import { UPGRADE_REQUIRED_WORDS } from '../../../domain/collection/free-tier';
import {
  collectionSharingSchema,
  collectionStatusSchema,
  createCollectionSchema,
  createTemplateSchema,
} from '../../../domain/collection/schemas';
import type { CreateTemplate } from '../../../domain/collection/schemas';
import { idParamsSchema } from '../../../domain/text';
import { AppError, notFound } from '../../app-error';
import { requireUser } from '../../plugins/session';
import { refuseAbusiveTitle, refuseTakenTitle } from '../catalogue/public';
import { findSharedPublicIds } from '../sharing/public';
import { withPublicUrl } from '../../../domain/sharing/public-link';
import { findCollection, listCollections } from './data';
import {
  createCollection,
  deleteCollection,
  insertTemplate,
  setCollectionSharing,
  setCollectionStatus,
} from './mutations';
import { errorAnswers } from '../../lib/error-answers';

// Response schemas: an answer carries exactly these fields, whatever a query returns.
const collectionListSchema = z.array(collectionSummarySchema);

const upgradeRequired = () =>
  new AppError('UPGRADE_REQUIRED', UPGRADE_REQUIRED_WORDS, { upgradeRequired: true });
const collectionNotFound = () => notFound(/*i18n*/ 'Collection not found');

/**
 * What a template stores: its total, and for an album defined by its codes the codes in album
 * order and the sections as `{title, count}` (decisions 010). Unreadable codes are a 400 with the
 * parser's message, before anything is written.
 */
function templateValues(body: CreateTemplate) {
  if (body.codes === undefined) {
    return { title: body.title, totalStickers: body.totalStickers, numbers: null, sections: null };
  }
  const album = parseAlbumCodes(body.codes);
  if (!album.ok) throw new AppError('VALIDATION_FAILED', album.words);
  if (album.numbers.length === 0) {
    throw new AppError('VALIDATION_FAILED', /*i18n*/ 'Paste at least one sticker code');
  }
  return {
    title: body.title,
    totalStickers: album.numbers.length,
    numbers: album.numbers,
    sections: album.sections.map((section) => ({
      title: section.title,
      count: section.numbers.length,
    })),
  };
}

/** The template and collection calls; every read and write is scoped to the signed-in user. */
function registerCollectionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const { appUrl } = app.config;
  /** One of the user's collections as answered, or a 404 when it went in between. */
  const answerCollection = async (userId: number, id: number) => {
    const collection = await findCollection(db, userId, id);
    if (!collection) throw collectionNotFound();
    return withPublicUrl(appUrl, collection);
  };

  api.post(
    '/api/collection-templates',
    {
      schema: {
        body: createTemplateSchema,
        response: { 201: templateSchema, ...errorAnswers(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      refuseAbusiveTitle(request.body.title);
      const values = templateValues(request.body);
      const result = await insertTemplate(db, { ...values, createdBy: user.id });
      if (!result.ok) return refuseTakenTitle(db, request.body.title);
      return reply.status(201).send(result.template);
    },
  );

  api.get(
    '/api/collections',
    { schema: { response: { 200: collectionListSchema, ...errorAnswers(401) } } },
    async (request) => {
      const user = await requireUser(request);
      const list = await listCollections(db, user.id);
      return list.map((row) => withPublicUrl(appUrl, row));
    },
  );

  api.post(
    '/api/collections',
    {
      schema: {
        body: createCollectionSchema,
        response: { 201: collectionSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const result = await createCollection(db, {
        userId: user.id,
        templateId: request.body.templateId,
        isPro: user.isPro,
      });
      if (!result.ok) {
        throw result.reason === 'upgrade-required'
          ? upgradeRequired()
          : notFound(/*i18n*/ 'Template not found');
      }
      // Deleted between the insert and this read, by another request of the same user.
      const created = await findCollection(db, user.id, result.id);
      if (!created) throw collectionNotFound();
      return reply.status(201).send(withPublicUrl(appUrl, created));
    },
  );

  api.get(
    '/api/collections/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: collectionSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const collection = await findCollection(db, user.id, request.params.id);
      if (!collection) throw collectionNotFound();
      return withPublicUrl(appUrl, collection);
    },
  );

  api.delete(
    '/api/collections/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 204: z.undefined(), ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const wasShared = await findSharedPublicIds(db, user.id, request.params.id);
      const isDeleted = await deleteCollection(db, {
        userId: user.id,
        id: request.params.id,
        now: app.clock.now(),
      });
      if (!isDeleted) throw collectionNotFound();
      // Not awaited: the change is saved; a CDN's copy goes as soon as the hook answers (issue 31).
      void app.cdn.purge(wasShared, request.log);
      return reply.status(204).send();
    },
  );

  api.patch(
    '/api/collections/:id/status',
    {
      schema: {
        params: idParamsSchema,
        body: collectionStatusSchema,
        response: { 200: collectionSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const result = await setCollectionStatus(db, {
        userId: user.id,
        id,
        status: request.body.status,
        isPro: user.isPro,
      });
      if (!result.ok)
        throw result.reason === 'upgrade-required' ? upgradeRequired() : collectionNotFound();
      return answerCollection(user.id, id);
    },
  );

  api.patch(
    '/api/collections/:id/sharing',
    {
      schema: {
        params: idParamsSchema,
        body: collectionSharingSchema,
        response: { 200: collectionSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const wasShared = request.body.isPublic ? [] : await findSharedPublicIds(db, user.id, id);
      const shared = await setCollectionSharing(db, {
        userId: user.id,
        id,
        isPublic: request.body.isPublic,
      });
      if (shared === 'not-found') throw collectionNotFound();
      // Not awaited: the change is saved; a CDN's copy goes as soon as the hook answers (issue 31).
      if (shared === 'ok') void app.cdn.purge(wasShared, request.log);
      if (shared === 'circle-only') {
        throw new AppError(
          'CONFLICT',
          /*i18n*/ 'This collection is for your swap circles only, so it cannot be shared publicly',
        );
      }
      return answerCollection(user.id, id);
    },
  );
}

export const collectionRoutes = fp(async (app) => registerCollectionRoutes(app), {
  name: 'collection-routes',
  dependencies: ['sessions'],
});
