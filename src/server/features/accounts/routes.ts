import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetLinkStatusSchema,
  resetPasswordSchema,
  resetTokenParamsSchema,
  type ResetLinkStatus,
} from '../../../domain/account/schemas';
import { adminUserListSchema, toAdminUser } from '../../../domain/account/admin-user';
import { messageSchema } from '../../../domain/account/settings';
import { publicUserSchema, toPublicUser } from '../../../domain/account/user';
import { AppError } from '../../app-error';
import { hashToken, newToken, requireAdmin, requireUser } from '../../plugins/session';
import {
  findUserByEmail,
  findUserById,
  findUserForLogin,
  isResetTokenUsable,
  listUsers,
} from './data';
import { insertResetToken, insertUser, resetPasswordWithToken } from './mutations';
import { logAuthEvent } from '../../logger';
import { refuseGuessablePassword } from '../../lib/guessable-passwords';
import { hashPassword, verifyPassword } from '../../lib/password';
import { resetPasswordEmail } from './reset-email';
import { serverSecretOnce } from '../../db/server-secrets';
import { localeOfHeader, translate } from '../../i18n/catalogs';
import { localeOfRequest } from '../../i18n/request-locale';
import {
  KNOWN_DEVICE_MAX_AGE_S,
  knownDeviceCookieName,
  knownDeviceOf,
  newKnownDeviceToken,
} from './known-device';
import { errorAnswers } from '../../lib/error-answers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A reset link works for 1 hour (docs/product.md "Screens"). */
const RESET_TOKEN_TTL_MS = HOUR;

/**
 * What a login's failures are counted against (decision 032): a device that signed in to this
 * account before counts on its own; anyone else on the account (or, for a name that is no
 * account, on that name as typed, normalised).
 */
const loginTargets = new WeakMap<
  FastifyRequest,
  { found: Awaited<ReturnType<typeof findUserForLogin>>; failureKey: string }
>();

/**
 * A typed username or email as the failure count knows it: Unicode-normalised (NFKC, so
 * full-width and other look-alike spellings fold together), case-folded, spaces trimmed and
 * collapsed, so spelling variants of one name count as one.
 */
export function normaliseLoginName(name: string) {
  return name.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

const bodyField = (field: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
};

const adminUsersQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'limit must be 1 to 100' })
    .max(100, { error: 'limit must be 1 to 100' })
    .default(100),
  after: z.coerce
    .number()
    .int()
    .min(0, { error: 'after must be a user id' })
    .max(2_147_483_647)
    .default(0),
});

/** The account calls: register, login, logout, user, forgot/reset password, admin user list. */
function registerAccountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  // Failures only, per account (any of its names) or per known device: 10 per 15 minutes.
  const loginFailures = app.failureLimit({ name: 'login-fail', max: 10, windowMs: 15 * MINUTE });
  const deviceSecret = serverSecretOnce(db, 'known-device');
  const deviceCookie = knownDeviceCookieName(app.config.isHttps);

  /** Marks this browser as one that signed in to the account (decision 032). */
  async function rememberDevice(reply: FastifyReply, userId: number) {
    reply.setCookie(deviceCookie, newKnownDeviceToken(await deviceSecret(), userId), {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: app.config.isHttps,
      maxAge: KNOWN_DEVICE_MAX_AGE_S,
    });
  }

  api.post(
    '/api/register',
    {
      schema: {
        body: registerSchema,
        response: { 201: publicUserSchema, ...errorAnswers(400, 403, 409, 413, 415, 429) },
      },
      onRequest: [app.limit({ name: 'register-ip', max: 10, windowMs: HOUR })],
    },
    async (request, reply) => {
      const input = request.body;
      refuseGuessablePassword(input.password, input);
      const now = app.clock.now();
      const result = await insertUser(db, {
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName ?? null,
        subscribeToNewsletter: input.subscribeToNewsletter,
        isListedAdmin: app.config.adminUsernames.includes(input.username.toLowerCase()),
        // A new account reads the language its browser asked for (decision 038).
        locale: localeOfHeader(request.headers['accept-language']),
        now,
      });
      if (!result.ok) {
        throw new AppError(
          'CONFLICT',
          result.conflict === 'email'
            ? /*i18n*/ 'An account with that email already exists'
            : /*i18n*/ 'That username is already taken',
        );
      }
      await app.startSession(reply, result.id, false);
      await rememberDevice(reply, result.id);
      logAuthEvent(request, 'auth.register', { userId: result.id });
      const user = await findUserById(db, result.id);
      return reply.status(201).send(toPublicUser(user!, now));
    },
  );

  api.post(
    '/api/login',
    {
      schema: {
        body: loginSchema,
        response: { 200: publicUserSchema, ...errorAnswers(400, 401, 403, 413, 415, 429) },
      },
      onRequest: [app.limit({ name: 'login-ip', max: 30, windowMs: 15 * MINUTE })],
      preHandler: [
        async (request, reply) => {
          const { username } = request.body as { username: string };
          const name = normaliseLoginName(username);
          const found = await findUserForLogin(db, name);
          const device = found
            ? knownDeviceOf(await deviceSecret(), request.cookies[deviceCookie], found.id)
            : undefined;
          const failureKey = !found
            ? `name:${name}`
            : device
              ? `user:${found.id}:device:${device}`
              : `user:${found.id}`;
          loginTargets.set(request, { found, failureKey });
          await loginFailures.check(failureKey, reply);
        },
      ],
    },
    async (request, reply) => {
      const { password, rememberMe } = request.body;
      const { found, failureKey } = loginTargets.get(request)!;
      // Unknown user and wrong password get the same answer after the same amount of work.
      if (!(await verifyPassword(found?.passwordHash, password)) || !found) {
        await loginFailures.fail(failureKey);
        logAuthEvent(request, 'auth.login.failed', { userId: found?.id });
        throw new AppError('INVALID_CREDENTIALS', /*i18n*/ 'Invalid username or password');
      }
      // A fresh session on every login: a token planted before login is never promoted.
      await app.endSession(request, reply);
      await app.startSession(reply, found.id, rememberMe);
      await rememberDevice(reply, found.id);
      logAuthEvent(request, 'auth.login.ok', { userId: found.id });
      const user = await findUserById(db, found.id);
      return toPublicUser(user!, app.clock.now());
    },
  );

  api.post(
    '/api/logout',
    { schema: { response: { 204: z.undefined(), ...errorAnswers(400, 403, 413, 415) } } },
    async (request, reply) => {
      const userId = await app.endSession(request, reply);
      if (userId !== undefined) logAuthEvent(request, 'auth.logout', { userId });
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/user',
    { schema: { response: { 200: publicUserSchema, ...errorAnswers(401) } } },
    async (request) => {
      const user = await requireUser(request);
      const { facebookMessageTemplate: _template, ...publicUser } = user;
      return publicUser;
    },
  );

  api.post(
    '/api/forgot-password',
    {
      schema: {
        body: forgotPasswordSchema,
        response: { 200: messageSchema, ...errorAnswers(400, 403, 413, 415, 429) },
      },
      onRequest: [app.limit({ name: 'forgot-ip', max: 10, windowMs: HOUR })],
      preHandler: [
        app.limit({ name: 'forgot-email', max: 3, windowMs: HOUR, key: bodyField('email') }),
      ],
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      logAuthEvent(request, 'auth.reset.requested', { userId: user?.id });
      if (user) {
        const token = newToken();
        const now = app.clock.now();
        await insertResetToken(db, {
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
          now,
        });
        const email = resetPasswordEmail({
          username: user.username,
          link: `${app.config.appUrl}/reset-password/${token}`,
          locale: user.locale,
        });
        // Sent off the request path (the answer takes as long whether or not the email is
        // known), through the notification worker, which retries it (decision 037).
        app.notifier.sendAccountEmail({ to: user.email, ...email }, 'reset email');
      }
      return { message: translate(await localeOfRequest(request), FORGOT_PASSWORD_MESSAGE) };
    },
  );

  // Asked as the reset page opens, so a used or expired link says so at once instead of after
  // the form (docs/product.md "Screens"). It only reads: the token stays usable. Throttled per
  // address like the reset itself (checklist R7), in its own bucket, so opening the page does not
  // spend the attempts at a new password. The token is in the path, which the logs redact (R6).
  api.get(
    '/api/reset-password/:token',
    {
      schema: {
        params: resetTokenParamsSchema,
        response: { 200: resetLinkStatusSchema, ...errorAnswers(400, 429) },
      },
      onRequest: [app.limit({ name: 'reset-check-ip', max: 20, windowMs: HOUR })],
    },
    async (request): Promise<ResetLinkStatus> => ({
      valid: await isResetTokenUsable(db, hashToken(request.params.token), app.clock.now()),
    }),
  );

  api.post(
    '/api/reset-password',
    {
      schema: {
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errorAnswers(400, 403, 413, 415, 429) },
      },
      onRequest: [app.limit({ name: 'reset-ip', max: 20, windowMs: HOUR })],
    },
    async (request) => {
      const { token, password } = request.body;
      refuseGuessablePassword(password);
      const owner = await resetPasswordWithToken(db, {
        tokenHash: hashToken(token),
        passwordHash: await hashPassword(password),
        now: app.clock.now(),
      });
      if (!owner)
        throw new AppError('INVALID_TOKEN', /*i18n*/ 'This reset link is invalid or has expired');
      logAuthEvent(request, 'auth.reset.done', { userId: owner.id });
      app.tellPasswordChanged(owner);
      return {
        message: translate(
          await localeOfRequest(request),
          /*i18n*/ 'Your password has been reset. You can now log in with your new password.',
        ),
      };
    },
  );

  api.get(
    '/api/admin/users',
    {
      schema: {
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const now = app.clock.now();
      const rows = await listUsers(db, {
        limit: request.query.limit,
        afterId: request.query.after,
      });
      return rows.map((row) => toAdminUser(row, now));
    },
  );
}

/** The account routes, after the accounts plugin whose `tellPasswordChanged` a reset calls. */
export const accountRoutes = fp(async (app) => registerAccountRoutes(app), {
  name: 'account-routes',
  dependencies: ['sessions', 'rate-limits', 'accounts'],
});
