import { Trans } from '@lingui/react/macro';
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
      title={<Trans>Terms of Use</Trans>}
      intro={
        <p>
          <Trans>
            The short version: be kind, keep your account safe, and swap with people you trust. By
            creating an account you agree to these terms.
          </Trans>
        </p>
      }
    >
      <h2>
        <Trans>Your account</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Keep your password to yourself. You are responsible for what happens in your account.
          </Trans>
        </li>
        <li>
          <Trans>
            If you are under 13, ask a parent or carer to set up the account and use {PRODUCT_NAME}{' '}
            with you.
          </Trans>
        </li>
        <li>
          <Trans>
            Choose a username that isn’t offensive and doesn’t pretend to be someone else.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Using {PRODUCT_NAME} fairly</Trans>
      </h2>
      <p>
        <Trans>
          Use {PRODUCT_NAME} to track and swap your own collections. Don’t try to break, overload or
          copy the service, get into other people’s accounts, or use album names to post anything
          offensive or unlawful.
        </Trans>
      </p>

      <h2>
        <Trans>Swapping with other collectors</Trans>
      </h2>
      <p>
        <Trans>
          Swaps are agreed between you and other collectors. {PRODUCT_NAME} is not part of any swap
          and can’t promise that stickers arrive, so swap with people you trust. We recommend that a
          grown-up handles swaps for children, posting from an adult’s address or meeting somewhere
          busy and public. Facebook groups are run by their own admins under Facebook’s rules, not
          by us.
        </Trans>
      </p>

      <h2>
        <Trans>{PRODUCT_NAME} Pro</Trans>
      </h2>
      <p>
        <Trans>
          Pro costs {PRO_PRICE_LABEL}, paid once through Stripe, and gives you {PRO_PERIOD_DAYS}{' '}
          days of Pro. It is not a subscription and never renews by itself; buying again while you
          are Pro adds another {PRO_PERIOD_DAYS} days. If something goes wrong with a payment, email{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. Your statutory rights as a
          consumer are not affected.
        </Trans>
      </p>

      <h2>
        <Trans>Your collections</Trans>
      </h2>
      <p>
        <Trans>
          Your collections are yours. A collection’s public trade list shows only its title and
          sticker numbers — never your name, email or swap partners — and you can turn sharing off
          for any collection. Read more in our <Link href={paths.privacy}>Privacy Policy</Link>.
        </Trans>
      </p>

      <h2>
        <Trans>Changes and closing your account</Trans>
      </h2>
      <p>
        <Trans>
          We keep improving {PRODUCT_NAME} and may update these terms; if we change something
          important, we’ll tell you in the app or by email. You can delete your account at any time
          in Settings. We may suspend accounts that break these terms.
        </Trans>
      </p>

      <h2>
        <Trans>The small print</Trans>
      </h2>
      <p>
        <Trans>
          We work hard to keep {PRODUCT_NAME} running, but we provide it as it is and can’t promise
          it will always be available or free of mistakes. Nothing in these terms limits our
          responsibility where the law does not allow it. {PRODUCT_NAME} is independent and not
          connected with any sticker publisher, football league, club or Facebook.
        </Trans>
      </p>
      <p>
        <Trans>
          Questions? <Link href={paths.contact}>Get in touch</Link>.
        </Trans>
      </p>
    </InfoPage>
  );
}
