import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { htmlLang, type Locale } from '../../../../domain/locale';
import { useIsOnline } from '../../../lib/use-is-online';
import { collectionsQueryKey } from '../../collections/public';

/** "Offline — showing your lists from 14:32": what the screen shows, and that changes are kept. */
export function OfflineBanner() {
  const { i18n } = useLingui();
  const isOnline = useIsOnline();
  const queryClient = useQueryClient();
  if (isOnline) return null;
  const seenAt = queryClient.getQueryState(collectionsQueryKey)?.dataUpdatedAt;
  // The time of day in the language shown, e.g. "14:32" (British English keeps its 24-hour clock).
  const time = seenAt
    ? new Intl.DateTimeFormat(htmlLang(i18n.locale as Locale), {
        hour: '2-digit',
        minute: '2-digit',
      }).format(seenAt)
    : '';
  return (
    <div
      role="status"
      className="border-b bg-amber-50 px-4 py-2 text-center text-sm text-amber-950"
    >
      {seenAt ? (
        <Trans>
          <strong>Offline</strong> — showing your lists from {time}. Your changes are kept and sent
          when the signal is back.
        </Trans>
      ) : (
        <Trans>
          <strong>Offline</strong>. Your changes are kept and sent when the signal is back.
        </Trans>
      )}
    </div>
  );
}
