import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationListSchema,
  PREFERENCE_LABELS,
  preferenceChangeSchema,
  preferencesSchema,
  unreadCountSchema,
  type NotificationList,
  type Preferences,
  type PreferenceType,
} from '../../../domain/notifications/notifications';
import { idParamsSchema } from '../../../domain/text';
import { AppError, notFound } from '../../app-error';
import { requireUser } from '../../plugins/session';
import { escapeHtml } from '../../../domain/html';
import { countUnread, findUsername, listNotifications, readPreferences } from './data';
import { markAllRead, markRead, setPreference } from './mutations/preferences';
import { buttonForm, paragraph, settingsLink, unsubscribePage } from './unsubscribe-page';
import { errorAnswers } from '../../lib/error-answers';

const MINUTE = 60_000;
const tokenQuery = z.object({ token: z.string().max(200).default('') });

const INVALID_LINK = /*i18n*/ 'This unsubscribe link is not valid';
const ALREADY_OFF = /*i18n*/ 'These emails are off';
const INVALID_LINK_HELP =
  'It may have been copied only in part. You can switch emails off in Settings → Notifications.';

/**
 * Notifications (docs/product.md "Notifications", decision 018): the bell's count and list,
 * marking read, the per-type choices and the one-click unsubscribe links. The worker that sends
 * emails and the links' signing are the notifications plugin (plugin.ts), registered before.
 */
export function registerNotificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  api.get(
    '/api/notifications',
    { schema: { response: { 200: notificationListSchema, ...errorAnswers(401) } } },
    async (request): Promise<NotificationList> => {
      const user = await requireUser(request);
      return listNotifications(db, user.id);
    },
  );

  api.get(
    '/api/notifications/unread-count',
    { schema: { response: { 200: unreadCountSchema, ...errorAnswers(401) } } },
    async (request) => {
      const user = await requireUser(request);
      return { unread: await countUnread(db, user.id) };
    },
  );

  api.post(
    '/api/notifications/:id/read',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: unreadCountSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (!(await markRead(db, user.id, request.params.id, app.clock.now()))) {
        throw notFound(/*i18n*/ 'Notification not found');
      }
      return { unread: await countUnread(db, user.id) };
    },
  );

  api.post(
    '/api/notifications/read-all',
    { schema: { response: { 200: unreadCountSchema, ...errorAnswers(400, 401, 403, 413, 415) } } },
    async (request) => {
      const user = await requireUser(request);
      await markAllRead(db, user.id, app.clock.now());
      return { unread: 0 };
    },
  );

  api.get(
    '/api/notifications/preferences',
    { schema: { response: { 200: preferencesSchema, ...errorAnswers(401) } } },
    async (request): Promise<Preferences> => {
      const user = await requireUser(request);
      return readPreferences(db, user.id);
    },
  );

  api.put(
    '/api/notifications/preferences',
    {
      schema: {
        body: preferenceChangeSchema,
        response: { 200: preferencesSchema, ...errorAnswers(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request): Promise<Preferences> => {
      const user = await requireUser(request);
      await setPreference(db, { userId: user.id, ...request.body, now: app.clock.now() });
      return readPreferences(db, user.id);
    },
  );

  // One-click unsubscribe (RFC 8058): the link works signed out, by its signed token alone.
  const unsubscribeLimit = app.limit({ name: 'unsubscribe-ip', max: 30, windowMs: 15 * MINUTE });
  const verified = async (token: string) => {
    const claim = await app.unsubscribeClaim(token);
    if (!claim) return undefined;
    const username = await findUsername(db, claim.userId);
    return username === undefined ? undefined : { ...claim, username };
  };
  const page = (title: string, body: string) =>
    unsubscribePage({ title, body, head: app.stylesheetLinks ?? '' });
  const linkFor = (path: '/unsubscribe' | '/resubscribe', token: string) =>
    `${path}?token=${encodeURIComponent(token)}`;

  // Link scanners open every link in an email: a GET only asks, never changes anything.
  api.get(
    '/unsubscribe',
    {
      onRequest: [unsubscribeLimit],
      schema: { querystring: tokenQuery, response: errorAnswers(400, 429) },
    },
    async (request, reply) => {
      const claim = await verified(request.query.token);
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      if (!claim) {
        return reply.status(400).send(page(INVALID_LINK, paragraph(escapeHtml(INVALID_LINK_HELP))));
      }
      const what = escapeHtml(PREFERENCE_LABELS[claim.type]);
      const account = paragraph(`Account: <strong>${escapeHtml(claim.username)}</strong>`);
      // Every type a link is signed for is an email type; one that is not counts as on.
      const emailChoices: Partial<Record<PreferenceType, boolean>> = (
        await readPreferences(db, claim.userId)
      ).email;
      if (emailChoices[claim.type] === false) {
        // Opened again after unsubscribing (or switched off in Settings): say so rather than ask
        // again, and offer the way back on with the same link (docs/product.md "Notifications").
        return reply.send(
          page(
            ALREADY_OFF,
            `${account}
${paragraph(`You no longer get emails for “${what}”.`)}
${buttonForm(linkFor('/resubscribe', request.query.token), 'Turn these emails back on')}
${settingsLink('Choose which emails you get in Settings')}`,
          ),
        );
      }
      return reply.send(
        page(
          'Stop these emails?',
          `${account}
${paragraph(`You will no longer get emails for “${what}”. Everything else stays as it is.`)}
${buttonForm(linkFor('/unsubscribe', request.query.token), 'Unsubscribe', {
  fields: '<input type="hidden" name="List-Unsubscribe" value="One-Click" />\n',
})}
${settingsLink('Choose which emails you get in Settings')}`,
        ),
      );
    },
  );

  // The POST a mail provider (or the page's button) sends: no cookie and no JSON, so it is
  // exempt from the request guard (decision 003) and authorised by the token alone.
  void app.register(async (scope) => {
    const asText = { parseAs: 'string' as const, bodyLimit: 1024 };
    const ignoreBody = (_r: unknown, body: string | Buffer, done: (e: null, b: string) => void) =>
      done(null, String(body));
    scope.addContentTypeParser('application/x-www-form-urlencoded', asText, ignoreBody);
    scope.addContentTypeParser('multipart/form-data', asText, ignoreBody);
    /**
     * A form post that turns one email on or off by its link's token: the unsubscribe (off), and
     * the way back from it (on; docs/product.md "Notifications"). The token only ever names its
     * own account and type.
     */
    const switchByLink = (
      path: '/unsubscribe' | '/resubscribe',
      enabled: boolean,
      answer: (what: string, token: string) => { title: string; body: string },
    ) =>
      scope.withTypeProvider<ZodTypeProvider>().post(
        path,
        {
          onRequest: [unsubscribeLimit],
          // A form post: any other body type is refused (415), as is one over 1 KB (413).
          schema: { querystring: tokenQuery, response: errorAnswers(400, 413, 415, 429) },
        },
        async (request, reply) => {
          const claim = await verified(request.query.token);
          if (!claim) throw new AppError('INVALID_TOKEN', INVALID_LINK);
          await setPreference(db, {
            userId: claim.userId,
            type: claim.type,
            channel: 'email',
            enabled,
            now: app.clock.now(),
          });
          request.log.info(
            {
              event: enabled ? 'notify.resubscribed' : 'notify.unsubscribed',
              userId: claim.userId,
              type: claim.type,
            },
            enabled ? 'resubscribed by link' : 'unsubscribed by link',
          );
          const { title, body } = answer(
            escapeHtml(PREFERENCE_LABELS[claim.type]),
            request.query.token,
          );
          return reply
            .header('Cache-Control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(page(title, body));
        },
      );

    switchByLink('/unsubscribe', false, (what, token) => ({
      title: 'You are unsubscribed',
      body: `${paragraph(`You will no longer get emails for “${what}”.`, 'status')}
${buttonForm(linkFor('/resubscribe', token), 'Turn these emails back on')}
${settingsLink('Change your choices any time in Settings')}`,
    }));
    switchByLink('/resubscribe', true, (what) => ({
      title: 'These emails are back on',
      body: `${paragraph(`You will get emails for “${what}” again.`, 'status')}
${settingsLink('Change your choices any time in Settings')}`,
    }));
  });
}
