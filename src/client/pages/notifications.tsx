import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../domain/product';
import { BackToCollectionsLink } from '../components/layout/back-to-collections';
import { NotificationList } from '../features/notifications/components/notification-list';
import { PushOffer } from '../features/push/components/push-offer';
import { useDocumentMeta } from '../lib/document-meta';
import { paths } from '../paths';

/** Notifications (docs/product.md "Notifications"), at /notifications. */
export function NotificationsPage() {
  const { t } = useLingui();
  useDocumentMeta({
    title: t`Notifications — ${PRODUCT_NAME}`,
    description: t`Swaps proposed to you, answers to yours, and new matches worth a look.`,
  });
  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-8">
      <div className="grid gap-2">
        <BackToCollectionsLink />
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            <Trans>Notifications</Trans>
          </h1>
          <Link
            href={`${paths.settings}#notifications`}
            className="text-sm font-semibold underline"
          >
            <Trans>Choose how you are notified</Trans>
          </Link>
        </div>
        <PushOffer />
      </div>
      <NotificationList />
    </main>
  );
}
