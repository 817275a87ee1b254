import { escapeHtml } from '../../../domain/html';
import type { Locale } from '../../../domain/locale';
import { PRODUCT_NAME } from '../../../domain/product';
import { sayIn, translate } from '../../i18n/catalogs';

/**
 * The password-reset email, as plain text and simple HTML, in the account's language (decision
 * 038; English when not given).
 */
export function resetPasswordEmail({
  username,
  link,
  locale = 'en',
}: {
  username: string;
  link: string;
  locale?: Locale;
}) {
  const say = sayIn(locale);
  const subject = translate(locale, /*i18n*/ 'Reset your Swapsies password');
  const hi = say(/*i18n*/ { id: 'Hi {username},', values: { username } });
  const asked = translate(
    locale,
    /*i18n*/ 'Someone (hopefully you) asked to reset the password of your Swapsies account.',
  );
  const open = translate(
    locale,
    /*i18n*/ 'Open this link to choose a new one. It works once, for 1 hour:',
  );
  const ignore = translate(
    locale,
    /*i18n*/ "If you didn't ask for this, ignore this email: your password stays as it is.",
  );
  const text = [hi, '', asked, open, '', link, '', ignore, '', `— ${PRODUCT_NAME}`].join('\n');
  const html = `<p>${escapeHtml(hi)}</p>
<p>${escapeHtml(asked)} ${escapeHtml(open)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(ignore)}</p>
<p>— ${PRODUCT_NAME}</p>`;
  return { subject, text, html };
}

/**
 * Sent after a password is changed or reset (checklist R8), so an owner who did not do it knows
 * at once. It holds no link that acts on the account: it points to the usual forgot-password page.
 * In the account's language (decision 038; English when not given).
 */
export function passwordChangedEmail({
  username,
  appUrl,
  locale = 'en',
}: {
  username: string;
  appUrl: string;
  locale?: Locale;
}) {
  const say = sayIn(locale);
  const subject = translate(locale, /*i18n*/ 'Your Swapsies password was changed');
  const forgotLink = `${appUrl}/forgot-password`;
  const hi = say(/*i18n*/ { id: 'Hi {username},', values: { username } });
  const changed = translate(
    locale,
    /*i18n*/ 'The password of your Swapsies account was just changed.',
  );
  // The link is ICU tag <0> around the address: the text version shows the address alone.
  const ifNot = /*i18n*/ {
    id: "If that was you, there is nothing to do. If it wasn't, choose a new password at once at <0>{forgotLink}</0> — that also signs out every device.",
    values: { forgotLink: '\u0000link\u0000' },
  };
  const ifNotText = say(ifNot)
    .replace(/<\/?0>/g, '')
    .replace('\u0000link\u0000', forgotLink);
  const ifNotHtml = escapeHtml(say(ifNot))
    .replace('&lt;0&gt;', `<a href="${escapeHtml(forgotLink)}">`)
    .replace('&lt;/0&gt;', '</a>')
    .replace('\u0000link\u0000', escapeHtml(forgotLink));
  const text = [hi, '', changed, '', ifNotText, '', `— ${PRODUCT_NAME}`].join('\n');
  const html = `<p>${escapeHtml(hi)}</p>
<p>${escapeHtml(changed)}</p>
<p>${ifNotHtml}</p>
<p>— ${PRODUCT_NAME}</p>`;
  return { subject, text, html };
}
