import { Link } from 'wouter';
import { PRO_PERIOD_DAYS, PRO_PRICE_LABEL, PRODUCT_NAME } from '../../domain/product';
import { CONTACT_EMAIL } from '../features/marketing/contact-email';
import { InfoPage } from '../features/marketing/info-page';
import { paths } from '../paths';
import { termsMeta } from '../page-meta';
import { useDocumentMeta } from '../lib/document-meta';

const meta = termsMeta;

/** The terms of use, short and in plain English. */
export function TermsPage() {
  useDocumentMeta(meta);
  return (
    <InfoPage
      title="Terms of Use"
      intro={
        <p>
          The short version: be kind, keep your account safe, and swap with people you trust. By
          creating an account you agree to these terms.
        </p>
      }
    >
      <h2>Your account</h2>
      <ul>
        <li>
          Keep your password to yourself. You are responsible for what happens in your account.
        </li>
        <li>
          If you are under 13, ask a parent or carer to set up the account and use {PRODUCT_NAME}{' '}
          with you.
        </li>
        <li>Choose a username that isn’t offensive and doesn’t pretend to be someone else.</li>
      </ul>

      <h2>Using {PRODUCT_NAME} fairly</h2>
      <p>
        Use {PRODUCT_NAME} to track and swap your own collections. Don’t try to break, overload or
        copy the service, get into other people’s accounts, or use album names to post anything
        offensive or unlawful.
      </p>

      <h2>Swapping with other collectors</h2>
      <p>
        Swaps are agreed between you and other collectors. {PRODUCT_NAME} is not part of any swap
        and can’t promise that stickers arrive, so swap with people you trust. We recommend that a
        grown-up handles swaps for children, posting from an adult’s address or meeting somewhere
        busy and public. Facebook groups are run by their own admins under Facebook’s rules, not by
        us.
      </p>

      <h2>{PRODUCT_NAME} Pro</h2>
      <p>
        Pro costs {PRO_PRICE_LABEL}, paid once through Stripe, and gives you {PRO_PERIOD_DAYS} days
        of Pro. It is not a subscription and never renews by itself; buying again while you are Pro
        adds another {PRO_PERIOD_DAYS} days. If something goes wrong with a payment, email{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. Your statutory rights as a consumer
        are not affected.
      </p>

      <h2>Your collections</h2>
      <p>
        Your collections are yours. A collection’s public trade list shows only its title and
        sticker numbers — never your name, email or swap partners — and you can turn sharing off for
        any collection. Read more in our <Link href={paths.privacy}>Privacy Policy</Link>.
      </p>

      <h2>Changes and closing your account</h2>
      <p>
        We keep improving {PRODUCT_NAME} and may update these terms; if we change something
        important, we’ll tell you in the app or by email. You can delete your account at any time in
        Settings. We may suspend accounts that break these terms.
      </p>

      <h2>The small print</h2>
      <p>
        We work hard to keep {PRODUCT_NAME} running, but we provide it as it is and can’t promise it
        will always be available or free of mistakes. Nothing in these terms limits our
        responsibility where the law does not allow it. {PRODUCT_NAME} is independent and not
        connected with any sticker publisher, football league, club or Facebook.
      </p>
      <p>
        Questions? <Link href={paths.contact}>Get in touch</Link>.
      </p>
    </InfoPage>
  );
}
