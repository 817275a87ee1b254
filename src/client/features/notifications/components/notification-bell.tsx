import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../paths';
import { useUnreadCount } from '../api';

/** "3 unread", and "99+" on the badge beyond 99. */
const badgeText = (i18n: I18n, unread: number) =>
  unread > 99 ? `${i18n.number(99)}+` : i18n.number(unread);

/**
 * The bell in the signed-in header (docs/product.md "Notifications"): a link to the
 * notifications screen with the unread count, and a polite live region that says when new ones
 * arrive while the collector is on the page (not on the first load).
 */
export function NotificationBell() {
  const { i18n, t } = useLingui();
  const { data: unread } = useUnreadCount();
  const previous = useRef<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (unread === undefined) return;
    const before = previous.current;
    previous.current = unread;
    if (before === undefined || unread <= before) return;
    const arrived = unread - before;
    setAnnouncement(
      arrived === 1
        ? t`You have a new notification`
        : t`You have ${i18n.number(arrived)} new notifications`,
    );
  }, [unread, i18n, t]);

  const count = unread ?? 0;
  return (
    <>
      <Link
        href={paths.notifications}
        aria-label={count > 0 ? t`Notifications, ${i18n.number(count)} unread` : t`Notifications`}
        className="relative inline-flex size-10 items-center justify-center rounded-full hover:bg-muted"
      >
        <Bell className="size-5" aria-hidden />
        {count > 0 && (
          <span
            aria-hidden
            data-testid="unread-badge"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs font-bold leading-5 text-destructive-foreground"
          >
            {badgeText(i18n, count)}
          </span>
        )}
      </Link>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
