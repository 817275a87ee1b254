import { PRODUCT_NAME } from '../../../domain/product';

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** The password-reset email, as plain text and simple HTML. */
export function resetPasswordEmail({ username, link }: { username: string; link: string }) {
  const subject = `Reset your ${PRODUCT_NAME} password`;
  const text = [
    `Hi ${username},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.`,
    'Open this link to choose a new one. It works once, for 1 hour:',
    '',
    link,
    '',
    "If you didn't ask for this, ignore this email: your password stays as it is.",
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(username)},</p>
<p>Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account. Open this link to choose a new one. It works once, for 1 hour:</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>If you didn't ask for this, ignore this email: your password stays as it is.</p>
<p>— ${PRODUCT_NAME}</p>`;
  return { subject, text, html };
}
