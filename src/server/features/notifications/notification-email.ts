import {
  notificationDetail,
  notificationTitle,
  PREFERENCE_LABELS,
  type Notification,
  type PreferenceType,
} from '../../../domain/notifications/notifications';
import { PRODUCT_NAME } from '../../../domain/product';
import type { Email } from '../../integrations/email/mailer';
import { escapeHtml } from '../../../domain/html';

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
}): Email {
  const { appUrl, notification: n } = params;
  const subject = notificationTitle(n);
  const detail = notificationDetail(n);
  const link = notificationLink(appUrl, n);
  const unsubscribe = unsubscribeUrl(appUrl, params.unsubscribeToken);
  const what = PREFERENCE_LABELS[preferenceOf(n)];
  const open = n.type === 'new-matches' ? 'See your matches' : 'Open the swap';
  const text = [
    `Hi ${params.username},`,
    '',
    `${subject}.`,
    detail,
    '',
    `${open}: ${link}`,
    '',
    `You get this email because "${what}" is on in your ${PRODUCT_NAME} settings (${appUrl}/settings).`,
    `Stop these emails with one click: ${unsubscribe}`,
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(params.username)},</p>
<p><strong>${escapeHtml(subject)}.</strong><br>${escapeHtml(detail)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>
<p style="color:#666;font-size:13px">You get this email because “${escapeHtml(what)}” is on in your <a href="${escapeHtml(`${appUrl}/settings`)}">${PRODUCT_NAME} settings</a>. <a href="${escapeHtml(unsubscribe)}">Stop these emails</a>.</p>
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
