import type { FastifyInstance } from 'fastify';
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
import { translate } from '../../i18n/catalogs';
import { localeOfRequest } from '../../i18n/request-locale';
import { requireAdmin, requirePro } from '../../plugins/session';
import { findCollectionTitle, listDirectory, searchGroups } from './data';
import { deleteGroup, insertGroup, updateGroup } from './mutations';

const groupNotFound = () => notFound(/*i18n*/ 'Group not found');

/** The group finder over our own directory, and its management (docs/product.md "Sharing"). */
export function registerGroupRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  api.post(
    '/api/collections/:id/facebook-groups',
    { schema: { params: idParamsSchema, response: { 200: groupSearchSchema } } },
    async (request) => {
      const user = await requirePro(request, PRO_GROUPS_MESSAGE);
      const title = await findCollectionTitle(db, user.id, request.params.id);
      if (title === undefined) throw notFound(/*i18n*/ 'Collection not found');
      return { groups: await searchGroups(db, title) };
    },
  );

  api.post(
    '/api/groups/suggestions',
    { schema: { body: groupInputSchema, response: { 201: groupSuggestionResponseSchema } } },
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
    { schema: { response: { 200: directoryListSchema } } },
    async (request) => {
      await requireAdmin(request);
      return listDirectory(db);
    },
  );

  api.post(
    '/api/admin/groups',
    { schema: { body: groupInputSchema, response: { 201: groupIdSchema } } },
    async (request, reply) => {
      await requireAdmin(request);
      const id = await insertGroup(db, { ...request.body, status: 'approved', suggestedBy: null });
      return reply.status(201).send({ id });
    },
  );

  api.patch(
    '/api/admin/groups/:id',
    {
      schema: { params: idParamsSchema, body: groupUpdateSchema, response: { 200: groupIdSchema } },
    },
    async (request) => {
      await requireAdmin(request);
      if (!(await updateGroup(db, request.params.id, request.body))) throw groupNotFound();
      return { id: request.params.id };
    },
  );

  api.delete(
    '/api/admin/groups/:id',
    { schema: { params: idParamsSchema } },
    async (request, reply) => {
      await requireAdmin(request);
      if (!(await deleteGroup(db, request.params.id))) throw groupNotFound();
      return reply.status(204).send();
    },
  );
}
