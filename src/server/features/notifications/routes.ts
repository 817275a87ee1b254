import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
import { countUnread, findLinkAccount, listNotifications, readPreferences } from './data';
import { markAllRead, markRead, setPreference } from './mutations/preferences';
import { buttonForm, paragraph, settingsLink, unsubscribePage } from './unsubscribe-page';
import { errorAnswers } from '../../lib/error-answers';
import type { Locale } from '../../../domain/locale';
import { localeOfHeader, sayIn, translate, translateKnown } from '../../i18n/catalogs';

const MINUTE = 60_000;
const tokenQuery = z.object({ token: z.string().max(200).default('') });

const INVALID_LINK = /*i18n*/ 'This unsubscribe link is not valid';
const ALREADY_OFF = /*i18n*/ 'These emails are off';
const INVALID_LINK_HELP =
  /*i18n*/ 'It may have been copied only in part. You can switch emails off in Settings → Notifications.';
const CHOOSE_IN_SETTINGS = /*i18n*/ 'Choose which emails you get in Settings';
const CHANGE_IN_SETTINGS = /*i18n*/ 'Change your choices any time in Settings';
const TURN_BACK_ON = /*i18n*/ 'Turn these emails back on';

/** The name of an email type in `locale` (escaped with the sentence it is put in). */
const typeName = (locale: Locale, type: PreferenceType) =>
  translateKnown(locale, PREFERENCE_LABELS[type]);

/**
 * Notifications (docs/product.md "Notifications", decision 018): the bell's count and list,
 * marking read, the per-type choices and the one-click unsubscribe links. The worker that sends
 * emails and the links' signing are the notifications plugin (plugin.ts), registered before.
 */
function registerNotificationRoutes(app: FastifyInstance) {
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
  // The page speaks the language of the account the link names (decision 038); a link that names
  // none, the language the browser asks for.
  const verified = async (token: string) => {
    const claim = await app.unsubscribeClaim(token);
    if (!claim) return undefined;
    const account = await findLinkAccount(db, claim.userId);
    return account && { ...claim, ...account };
  };
  const page = (locale: Locale, title: string, body: string) =>
    unsubscribePage({ locale, title, body, head: app.stylesheetLinks });
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
        const locale = localeOfHeader(request.headers['accept-language']);
        return reply
          .status(400)
          .send(
            page(
              locale,
              translate(locale, INVALID_LINK),
              paragraph(escapeHtml(translate(locale, INVALID_LINK_HELP))),
            ),
          );
      }
      const { locale } = claim;
      const say = sayIn(locale);
      const what = typeName(locale, claim.type);
      // The username is set in bold inside the translated sentence.
      const account = paragraph(
        escapeHtml(
          say(/*i18n*/ { id: 'Account: {username}', values: { username: '\u0000' } }),
        ).replace('\u0000', `<strong>${escapeHtml(claim.username)}</strong>`),
      );
      const settings = settingsLink(translate(locale, CHOOSE_IN_SETTINGS));
      // Every type a link is signed for is an email type; one that is not counts as on.
      const emailChoices: Partial<Record<PreferenceType, boolean>> = (
        await readPreferences(db, claim.userId)
      ).email;
      if (emailChoices[claim.type] === false) {
        // Opened again after unsubscribing (or switched off in Settings): say so rather than ask
        // again, and offer the way back on with the same link (docs/product.md "Notifications").
        return reply.send(
          page(
            locale,
            translate(locale, ALREADY_OFF),
            `${account}
${paragraph(escapeHtml(say(/*i18n*/ { id: 'You no longer get emails for “{what}”.', values: { what } })))}
${buttonForm(linkFor('/resubscribe', request.query.token), translate(locale, TURN_BACK_ON))}
${settings}`,
          ),
        );
      }
      return reply.send(
        page(
          locale,
          translate(locale, /*i18n*/ 'Stop these emails?'),
          `${account}
${paragraph(
  escapeHtml(
    say(
      /*i18n*/ {
        id: 'You will no longer get emails for “{what}”. Everything else stays as it is.',
        values: { what },
      },
    ),
  ),
)}
${buttonForm(
  linkFor('/unsubscribe', request.query.token),
  translate(locale, /*i18n*/ 'Unsubscribe'),
  {
    fields: '<input type="hidden" name="List-Unsubscribe" value="One-Click" />\n',
  },
)}
${settings}`,
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
      answer: (locale: Locale, what: string, token: string) => { title: string; body: string },
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
          const { locale } = claim;
          const { title, body } = answer(locale, typeName(locale, claim.type), request.query.token);
          return reply
            .header('Cache-Control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(page(locale, title, body));
        },
      );

    // `what` is the type's name as it reads, escaped with the sentence around it.
    switchByLink('/unsubscribe', false, (locale, what, token) => ({
      title: translate(locale, /*i18n*/ 'You are unsubscribed'),
      body: `${paragraph(escapeHtml(sayIn(locale)(/*i18n*/ { id: 'You will no longer get emails for “{what}”.', values: { what } })), 'status')}
${buttonForm(linkFor('/resubscribe', token), translate(locale, TURN_BACK_ON))}
${settingsLink(translate(locale, CHANGE_IN_SETTINGS))}`,
    }));
    switchByLink('/resubscribe', true, (locale, what) => ({
      title: translate(locale, /*i18n*/ 'These emails are back on'),
      body: `${paragraph(escapeHtml(sayIn(locale)(/*i18n*/ { id: 'You will get emails for “{what}” again.', values: { what } })), 'status')}
${settingsLink(translate(locale, CHANGE_IN_SETTINGS))}`,
    }));
  });
}

/** The notification routes, after the worker's plugin (unsubscribe links) and the pages plugin (the unsubscribe page's stylesheets). */
export const notificationRoutes = fp(async (app) => registerNotificationRoutes(app), {
  name: 'notification-routes',
  dependencies: ['sessions', 'rate-limits', 'notifications', 'pages'],
});
