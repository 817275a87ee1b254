import { escapeHtml } from '../../../domain/html';
import { PRODUCT_NAME } from '../../../domain/product';

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

/**
 * Sent after a password is changed or reset (checklist R8), so an owner who did not do it knows
 * at once. It holds no link that acts on the account: it points to the usual forgot-password page.
 */
export function passwordChangedEmail({ username, appUrl }: { username: string; appUrl: string }) {
  const subject = `Your ${PRODUCT_NAME} password was changed`;
  const forgotLink = `${appUrl}/forgot-password`;
  const text = [
    `Hi ${username},`,
    '',
    `The password of your ${PRODUCT_NAME} account was just changed.`,
    '',
    `If that was you, there is nothing to do. If it wasn't, choose a new password at once at ${forgotLink} — that also signs out every device.`,
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(username)},</p>
<p>The password of your ${PRODUCT_NAME} account was just changed.</p>
<p>If that was you, there is nothing to do. If it wasn't, choose a new password at once at <a href="${escapeHtml(forgotLink)}">${escapeHtml(forgotLink)}</a> — that also signs out every device.</p>
<p>— ${PRODUCT_NAME}</p>`;
  return { subject, text, html };
}
