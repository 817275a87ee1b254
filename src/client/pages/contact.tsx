import { Trans } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { PRODUCT_NAME } from '../../domain/product';
import { CONTACT_EMAIL } from '../features/marketing/contact-email';
import { InfoPage } from '../features/marketing/info-page';
import { contactMeta } from '../page-meta';
import { useDocumentMeta } from '../lib/document-meta';

const meta = contactMeta;

/** How to reach us, and what to put in the email so we can help first time. */
export function ContactPage() {
  useDocumentMeta(meta);
  return (
    <InfoPage
      title={<Trans>Contact Us</Trans>}
      intro={
        <p>
          <Trans>
            We’re a small team of collectors. Drop us a line and a real person will reply, usually
            within a few working days.
          </Trans>
        </p>
      }
      highlight={
        <a
          href={`mailto:${CONTACT_EMAIL}`}
          className="flex items-center gap-4 rounded-card border bg-card p-5 shadow-sm hover:border-primary"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <Mail aria-hidden className="size-6" />
          </span>
          <span>
            <span className="block text-sm font-medium text-muted-foreground">
              <Trans>Email us at</Trans>
            </span>
            <span className="block text-xl font-bold break-all text-primary">{CONTACT_EMAIL}</span>
          </span>
        </a>
      }
    >
      <h2>
        <Trans>What to write about</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Something not working?</strong> Tell us what you tapped, what happened and which
            phone or browser you use. A screenshot helps a lot.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Album missing from the catalogue?</strong> You can add it yourself when you
            create a collection — just give its name and number of stickers. If something looks
            wrong with an existing one, send us the album’s name, year and sticker count.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Know a good swap group?</strong> Send us its name and link. Pro members can also
            suggest groups from inside the app.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Pro and payments:</strong> tell us the email on your account and the date you
            paid. We never need your card details, so please don’t send them.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Your data:</strong> for privacy questions or requests, write from the email
            address on your account.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Finished an album by swapping?</strong> We’d love to share your story on the{' '}
            {PRODUCT_NAME} blog.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Please never send your password</Trans>
      </h2>
      <p>
        <Trans>
          Nobody from {PRODUCT_NAME} will ever ask for it. If you’ve forgotten it, use “Forgot your
          password?” on the login page to set a new one.
        </Trans>
      </p>
    </InfoPage>
  );
}
