import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  directoryListSchema,
  groupIdSchema,
  groupInputSchema,
  groupSearchSchema,
  groupSuggestionResponseSchema,
  groupUpdateSchema,
  PRO_GROUPS_MESSAGE,
} from '../../../domain/groups/schemas';
import { idParamsSchema } from '../../../domain/text';
import { notFound } from '../../app-error';
import { readsFor } from '../../plugins/read-replicas';
import { translate } from '../../i18n/catalogs';
import { localeOfRequest } from '../../i18n/request-locale';
import { requireAdmin, requirePro } from '../../plugins/session';
import { findCollectionTitle, listDirectory, searchGroups } from './data';
import { deleteGroup, insertGroup, updateGroup } from './mutations';
import { errorAnswers } from '../../lib/error-answers';

const groupNotFound = () => notFound(/*i18n*/ 'Group not found');

/** The group finder over our own directory, and its management (docs/product.md "Sharing"). */
function registerGroupRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  api.post(
    '/api/collections/:id/facebook-groups',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: groupSearchSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const user = await requirePro(request, PRO_GROUPS_MESSAGE);
      // The collector's own collection from the primary; the directory, curated by admins, from
      // a replica: a group added a few seconds ago may show on the next search (decision 036).
      const title = await findCollectionTitle(db, user.id, request.params.id);
      if (title === undefined) throw notFound(/*i18n*/ 'Collection not found');
      return { groups: await searchGroups(readsFor(request), title) };
    },
  );

  api.post(
    '/api/groups/suggestions',
    {
      schema: {
        body: groupInputSchema,
        response: { 201: groupSuggestionResponseSchema, ...errorAnswers(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const user = await requirePro(request, PRO_GROUPS_MESSAGE);
      const id = await insertGroup(db, {
        ...request.body,
        status: 'suggested',
        suggestedBy: user.id,
      });
      return reply.status(201).send({
        id,
        message: translate(
          await localeOfRequest(request),
          /*i18n*/ 'Thanks! An admin will check the group and add it to the directory.',
        ),
      });
    },
  );

  api.get(
    '/api/admin/groups',
    { schema: { response: { 200: directoryListSchema, ...errorAnswers(401, 403) } } },
    async (request) => {
      await requireAdmin(request);
      return listDirectory(db);
    },
  );

  api.post(
    '/api/admin/groups',
    {
      schema: {
        body: groupInputSchema,
        response: { 201: groupIdSchema, ...errorAnswers(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      await requireAdmin(request);
      const id = await insertGroup(db, { ...request.body, status: 'approved', suggestedBy: null });
      return reply.status(201).send({ id });
    },
  );

  api.patch(
    '/api/admin/groups/:id',
    {
      schema: {
        params: idParamsSchema,
        body: groupUpdateSchema,
        response: { 200: groupIdSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      if (!(await updateGroup(db, request.params.id, request.body))) throw groupNotFound();
      return { id: request.params.id };
    },
  );

  api.delete(
    '/api/admin/groups/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 204: z.undefined(), ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      await requireAdmin(request);
      if (!(await deleteGroup(db, request.params.id))) throw groupNotFound();
      return reply.status(204).send();
    },
  );
}

export const groupRoutes = fp(async (app) => registerGroupRoutes(app), {
  name: 'group-routes',
  dependencies: ['sessions'],
});
