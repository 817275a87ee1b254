import type { Locale } from '../../../domain/locale';
import {
  notificationInLanguage,
  PREFERENCE_LABELS,
  type Notification,
  type PreferenceType,
} from '../../../domain/notifications/notifications';
import { PRODUCT_NAME } from '../../../domain/product';
import type { Email } from '../../integrations/email/mailer';
import { escapeHtml } from '../../../domain/html';
import { sayIn, translate, translateKnown } from '../../i18n/catalogs';

/** A notification's headline and line in its recipient's language, for the email and the push. */
export const notificationText = (n: Notification, locale: Locale) =>
  notificationInLanguage(n, locale, sayIn(locale));

/**
 * Where a notification opens, as a path of the app: the matches screen of the recipient's
 * collection, where the swap is listed (src/client/paths.ts `matchesUrl`; the server cannot
 * import the client). The email's link and the push notification's tap both go here.
 */
export function notificationPath(n: Pick<Notification, 'collectionId'>) {
  return n.collectionId === null ? '/notifications' : `/matches?collection=${n.collectionId}`;
}

export function notificationLink(appUrl: string, n: Pick<Notification, 'collectionId'>) {
  return `${appUrl}${notificationPath(n)}`;
}

export function unsubscribeUrl(appUrl: string, token: string) {
  return `${appUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The type a notification's email is switched off by. */
export const preferenceOf = (n: Pick<Notification, 'type'>) => n.type as PreferenceType;

/**
 * A notification as an email (docs/product.md "Notifications"): the headline as subject, the
 * stickers each way, a link to the swap, and a one-click unsubscribe for this type of email in
 * the body and in the `List-Unsubscribe` headers (RFC 8058). The Message-ID is made from the
 * notification, so a copy sent again after a crash is the same message (decision 018).
 */
export function notificationEmail(params: {
  appUrl: string;
  to: string;
  username: string;
  notification: Notification;
  unsubscribeToken: string;
  /** The recipient account's language (decision 038); English when not given. */
  locale?: Locale;
}): Email {
  const { appUrl, notification: n, locale = 'en' } = params;
  const say = sayIn(locale);
  const { title: subject, detail } = notificationText(n, locale);
  const link = notificationLink(appUrl, n);
  const unsubscribe = unsubscribeUrl(appUrl, params.unsubscribeToken);
  const what = translateKnown(locale, PREFERENCE_LABELS[preferenceOf(n)]);
  const open =
    n.type === 'new-matches'
      ? translate(locale, /*i18n*/ 'See your matches')
      : translate(locale, /*i18n*/ 'Open the swap');
  const hi = say(/*i18n*/ { id: 'Hi {username},', values: { username: params.username } });
  const settingsUrl = `${appUrl}/settings`;
  const text = [
    hi,
    '',
    `${subject}.`,
    detail,
    '',
    `${open}: ${link}`,
    '',
    say(
      /*i18n*/ {
        id: 'You get this email because "{what}" is on in your Swapsies settings ({settingsUrl}).',
        values: { what, settingsUrl },
      },
    ),
    say(
      /*i18n*/ {
        id: 'Stop these emails with one click: {unsubscribe}',
        values: { unsubscribe },
      },
    ),
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  // The HTML's sentence wraps two links, as ICU tags <0> and <1> filled here.
  const because = say(
    /*i18n*/ {
      id: 'You get this email because “{what}” is on in your <0>Swapsies settings</0>. <1>Stop these emails</1>.',
      values: { what: '\u0000what\u0000' },
    },
  );
  const becauseHtml = escapeHtml(because)
    .replace('\u0000what\u0000', escapeHtml(what))
    .replace('&lt;0&gt;', `<a href="${escapeHtml(settingsUrl)}">`)
    .replace('&lt;/0&gt;', '</a>')
    .replace('&lt;1&gt;', `<a href="${escapeHtml(unsubscribe)}">`)
    .replace('&lt;/1&gt;', '</a>');
  const html = `<p>${escapeHtml(hi)}</p>
<p><strong>${escapeHtml(subject)}.</strong><br>${escapeHtml(detail)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>
<p style="color:#666;font-size:13px">${becauseHtml}</p>
<p>— ${PRODUCT_NAME}</p>`;
  const host = new URL(appUrl).hostname || 'swapsies.local';
  return {
    to: params.to,
    subject,
    text,
    html,
    messageId: `<notification-${n.id}.email@${host}>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
