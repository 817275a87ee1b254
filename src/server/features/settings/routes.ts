import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeEmailSchema,
  changeLocaleSchema,
  changePasswordSchema,
  deleteAccountSchema,
  messageSchema,
  PRO_TEMPLATE_MESSAGE,
  WRONG_CURRENT_PASSWORD,
} from '../../../domain/account/settings';
import { userDataExportSchema } from '../../../domain/account/export';
import { publicUserSchema } from '../../../domain/account/user';
import {
  DEFAULT_FACEBOOK_MESSAGE,
  DEFAULT_FACEBOOK_TEMPLATE,
  facebookTemplateAnswerSchema,
  facebookTemplateSchema,
} from '../../../domain/sharing/message';
import { AppError } from '../../app-error';
import { translate } from '../../i18n/catalogs';
import { localeOfRequest } from '../../i18n/request-locale';
import { logAuthEvent } from '../../logger';
import { refuseGuessablePassword } from '../../lib/guessable-passwords';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hashToken, requirePro, requireUser } from '../../plugins/session';
import { findSharedPublicIds } from '../sharing/public';
import { exportUserData, findPasswordHash } from './data';
import {
  deleteUser,
  updateEmail,
  updateFacebookTemplate,
  updateLocale,
  updatePassword,
} from './mutations';
import { errorAnswers } from '../../lib/error-answers';

const MINUTE = 60_000;

/** Account settings: Facebook template (Pro), password, email, data download, deletion. */
function registerSettingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  // Anything that checks the current password is a password-guessing oracle: limit it too.
  const passwordLimit = app.limit({
    name: 'settings-password',
    max: 10,
    windowMs: 15 * MINUTE,
    key: (r) => r.ip,
  });

  async function checkCurrentPassword(userId: number, password: string) {
    if (!(await verifyPassword(await findPasswordHash(db, userId), password))) {
      throw new AppError('INVALID_CREDENTIALS', WRONG_CURRENT_PASSWORD);
    }
  }

  api.get(
    '/api/user/facebook-template',
    { schema: { response: { 200: facebookTemplateAnswerSchema, ...errorAnswers(401, 403) } } },
    async (request) => {
      const user = await requirePro(request, PRO_TEMPLATE_MESSAGE);
      // The default in the account's language (decision 038); a Pro's own template as written.
      return {
        template: user.facebookMessageTemplate ?? translate(user.locale, DEFAULT_FACEBOOK_MESSAGE),
      };
    },
  );

  api.put(
    '/api/user/facebook-template',
    {
      schema: {
        body: facebookTemplateSchema,
        response: { 200: facebookTemplateAnswerSchema, ...errorAnswers(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const user = await requirePro(request, PRO_TEMPLATE_MESSAGE);
      const { template } = request.body;
      // Saving the default is the same as having no custom template: "Reset to Default" then
      // follows future improvements of the default message.
      await updateFacebookTemplate(
        db,
        user.id,
        template === DEFAULT_FACEBOOK_TEMPLATE ||
          template === translate(user.locale, DEFAULT_FACEBOOK_MESSAGE)
          ? null
          : template,
      );
      return { template };
    },
  );

  api.post(
    '/api/user/password',
    {
      schema: {
        body: changePasswordSchema,
        response: { 200: messageSchema, ...errorAnswers(400, 401, 403, 413, 415, 429) },
      },
      preHandler: [passwordLimit],
    },
    async (request) => {
      const user = await requireUser(request);
      const { currentPassword, newPassword, signOutOtherSessions } = request.body;
      await checkCurrentPassword(user.id, currentPassword);
      refuseGuessablePassword(newPassword, user);
      const token = request.cookies[app.sessionCookieName];
      await updatePassword(db, {
        userId: user.id,
        passwordHash: await hashPassword(newPassword),
        keepSessionHash: token ? hashToken(token) : undefined,
        endOthers: signOutOtherSessions,
      });
      logAuthEvent(request, 'auth.password.changed', { userId: user.id });
      app.tellPasswordChanged(user);
      return {
        message: translate(
          await localeOfRequest(request),
          /*i18n*/ 'Your password has been changed.',
        ),
      };
    },
  );

  api.put(
    '/api/user/email',
    {
      schema: {
        body: changeEmailSchema,
        response: { 200: publicUserSchema, ...errorAnswers(400, 401, 403, 409, 413, 415, 429) },
      },
      preHandler: [passwordLimit],
    },
    async (request) => {
      const user = await requireUser(request);
      await checkCurrentPassword(user.id, request.body.currentPassword);
      if (!(await updateEmail(db, user.id, request.body.email))) {
        throw new AppError('CONFLICT', /*i18n*/ 'An account with that email already exists');
      }
      const { facebookMessageTemplate: _t, ...publicUser } = user;
      return { ...publicUser, email: request.body.email };
    },
  );

  // The account's language (decision 038): what its screens, errors, emails and push read in.
  api.put(
    '/api/user/locale',
    {
      schema: {
        body: changeLocaleSchema,
        response: { 200: publicUserSchema, ...errorAnswers(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await updateLocale(db, user.id, request.body.locale);
      const { facebookMessageTemplate: _t, ...publicUser } = user;
      return { ...publicUser, locale: request.body.locale };
    },
  );

  api.get(
    '/api/user/export',
    { schema: { response: { 200: userDataExportSchema, ...errorAnswers(401) } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { user: account, ...data } = await exportUserData(db, user.id);
      // The account was deleted since the session was read (another tab): signed out, no file.
      if (!account) throw new AppError('UNAUTHENTICATED', /*i18n*/ 'Please log in to continue');
      const date = app.clock.now().toISOString().slice(0, 10);
      return reply
        .header(
          'Content-Disposition',
          `attachment; filename="swapsies-${user.username}-${date}.json"`,
        )
        .header('Cache-Control', 'no-store')
        .send({ exportedAt: app.clock.now().toISOString(), user: account, ...data });
    },
  );

  api.delete(
    '/api/user',
    {
      schema: {
        body: deleteAccountSchema,
        response: { 204: z.undefined(), ...errorAnswers(400, 401, 403, 413, 415, 429) },
      },
      preHandler: [passwordLimit],
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await checkCurrentPassword(user.id, request.body.currentPassword);
      const wasShared = await findSharedPublicIds(db, user.id);
      await deleteUser(db, { userId: user.id, now: app.clock.now() });
      // A CDN's copies of the shared lists go too (issue 31), without waiting.
      void app.cdn.purge(wasShared, request.log);
      await app.endSession(request, reply);
      return reply.status(204).send();
    },
  );
}

/** The settings routes, after the accounts plugin that tells an owner their password changed. */
export const settingsRoutes = fp(async (app) => registerSettingsRoutes(app), {
  name: 'settings-routes',
  dependencies: ['sessions', 'rate-limits', 'accounts'],
});
