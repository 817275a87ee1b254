import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '../../domain/product';
import { CONTACT_EMAIL } from '../features/marketing/contact-email';
import { InfoPage } from '../features/marketing/info-page';
import { privacyMeta } from '../page-meta';
import { useDocumentMeta } from '../lib/document-meta';

const meta = privacyMeta;

/** The privacy policy: what we keep, why, and how to take it back. */
export function PrivacyPage() {
  useDocumentMeta(meta);
  return (
    <InfoPage
      title={<Trans>Privacy Policy</Trans>}
      intro={
        <p>
          <Trans>
            We keep as little as we can, we never sell your data, and we use no advertising or
            tracking cookies.
          </Trans>
        </p>
      }
    >
      <h2>
        <Trans>What we store</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Your account:</strong> your username, your email address, your first name if you
            give it, whether you’d like our newsletter, and your password — scrambled with a one-way
            hash, so not even we can read it.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Your collections:</strong> your albums, which stickers you need, own and have
            for trade, how many spares you have, and the swap partner names you type in. Partner
            names are private to you.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Pro:</strong> whether you are a Pro member and until when, and your own Facebook
            message if you write one.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Technical logs:</strong> short-lived server records, such as failed sign-in
            attempts, that keep {PRODUCT_NAME} running and stop abuse.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Cookies</Trans>
      </h2>
      <p>
        <Trans>
          We use <strong>one session cookie</strong>, which keeps you signed in. It is essential for
          the app to work, so we don’t ask for consent. If you tick “Keep me logged in” it lasts 30
          days; otherwise it ends when you close your browser. There are no analytics, advertising
          or third-party cookies.
        </Trans>
      </p>

      <h2>
        <Trans>Payments</Trans>
      </h2>
      <p>
        <Trans>
          Pro payments are taken by <a href="https://stripe.com/gb/privacy">Stripe</a>. You type
          your card details on Stripe’s own page and they never reach our servers. Stripe tells us
          when a payment succeeds, and we keep a record of it so we can switch on your Pro
          membership.
        </Trans>
      </p>

      <h2>
        <Trans>Emails</Trans>
      </h2>
      <p>
        <Trans>
          We email you when you ask to reset your password. We send our newsletter only if you opted
          in, and every issue has a link to stop it.
        </Trans>
      </p>

      <h2>
        <Trans>Who can see your data</Trans>
      </h2>
      <p>
        <Trans>
          Only you, with two exceptions. A collection’s public trade list shows its title and
          sticker numbers to anyone with the link — never your name, email or swap partners — and
          you can turn sharing off for any collection. Our admins can see the list of usernames to
          run the service. We use trusted providers for hosting, email and payments, and we never
          sell or share your data with advertisers.
        </Trans>
      </p>

      <h2>
        <Trans>Your choices</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Download your data</strong> at any time from Settings.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Delete your account</strong> in Settings. This removes your account, your
            collections and your sessions.
          </Trans>
        </li>
        <li>
          <Trans>
            Under UK data protection law you can also ask us to see, correct or delete what we hold,
            and complain to the{' '}
            <a href="https://ico.org.uk/make-a-complaint/">Information Commissioner’s Office</a> if
            you’re unhappy with our answer.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Children</Trans>
      </h2>
      <p>
        <Trans>
          Lots of our collectors are children. If you are under 13, please use {PRODUCT_NAME} with a
          parent or carer, who should set up the account with their own email address.
        </Trans>
      </p>

      <h2>
        <Trans>Questions</Trans>
      </h2>
      <p>
        <Trans>
          Email <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> from the address on your
          account and we’ll help.
        </Trans>
      </p>
    </InfoPage>
  );
}
