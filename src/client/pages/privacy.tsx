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
      title="Privacy Policy"
      intro={
        <p>
          We keep as little as we can, we never sell your data, and we use no advertising or
          tracking cookies.
        </p>
      }
    >
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your username, your email address, your first name if you
          give it, whether you’d like our newsletter, and your password — scrambled with a one-way
          hash, so not even we can read it.
        </li>
        <li>
          <strong>Your collections:</strong> your albums, which stickers you need, own and have for
          trade, how many spares you have, and the swap partner names you type in. Partner names are
          private to you.
        </li>
        <li>
          <strong>Pro:</strong> whether you are a Pro member and until when, and your own Facebook
          message if you write one.
        </li>
        <li>
          <strong>Technical logs:</strong> short-lived server records, such as failed sign-in
          attempts, that keep {PRODUCT_NAME} running and stop abuse.
        </li>
      </ul>

      <h2>Cookies</h2>
      <p>
        We use <strong>one session cookie</strong>, which keeps you signed in. It is essential for
        the app to work, so we don’t ask for consent. If you tick “Keep me logged in” it lasts 30
        days; otherwise it ends when you close your browser. There are no analytics, advertising or
        third-party cookies.
      </p>

      <h2>Payments</h2>
      <p>
        Pro payments are taken by <a href="https://stripe.com/gb/privacy">Stripe</a>. You type your
        card details on Stripe’s own page and they never reach our servers. Stripe tells us when a
        payment succeeds, and we keep a record of it so we can switch on your Pro membership.
      </p>

      <h2>Emails</h2>
      <p>
        We email you when you ask to reset your password. We send our newsletter only if you opted
        in, and every issue has a link to stop it.
      </p>

      <h2>Who can see your data</h2>
      <p>
        Only you, with two exceptions. A collection’s public trade list shows its title and sticker
        numbers to anyone with the link — never your name, email or swap partners — and you can turn
        sharing off for any collection. Our admins can see the list of usernames to run the service.
        We use trusted providers for hosting, email and payments, and we never sell or share your
        data with advertisers.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>
          <strong>Download your data</strong> at any time from Settings.
        </li>
        <li>
          <strong>Delete your account</strong> in Settings. This removes your account, your
          collections and your sessions.
        </li>
        <li>
          Under UK data protection law you can also ask us to see, correct or delete what we hold,
          and complain to the{' '}
          <a href="https://ico.org.uk/make-a-complaint/">Information Commissioner’s Office</a> if
          you’re unhappy with our answer.
        </li>
      </ul>

      <h2>Children</h2>
      <p>
        Lots of our collectors are children. If you are under 13, please use {PRODUCT_NAME} with a
        parent or carer, who should set up the account with their own email address.
      </p>

      <h2>Questions</h2>
      <p>
        Email <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> from the address on your
        account and we’ll help.
      </p>
    </InfoPage>
  );
}
