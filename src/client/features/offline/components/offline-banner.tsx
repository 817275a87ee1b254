import { useQueryClient } from '@tanstack/react-query';
import { formatClockTime } from '../../../lib/clock-time';
import { useIsOnline } from '../../../lib/use-is-online';
import { collectionsQueryKey } from '../../collections/public';

/** "Offline — showing your lists from 14:32": what the screen shows, and that changes are kept. */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  const queryClient = useQueryClient();
  if (isOnline) return null;
  const seenAt = queryClient.getQueryState(collectionsQueryKey)?.dataUpdatedAt;
  return (
    <div
      role="status"
      className="border-b bg-amber-50 px-4 py-2 text-center text-sm text-amber-950"
    >
      <strong>Offline</strong>
      {seenAt ? ` — showing your lists from ${formatClockTime(seenAt)}.` : '.'} Your changes are
      kept and sent when the signal is back.
    </div>
  );
}
