import { htmlLang, matchLocale } from '../../../../domain/locale';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellOff, CheckCheck } from 'lucide-react';
import { Link } from 'wouter';
import {
  notificationInLanguage,
  type Notification,
} from '../../../../domain/notifications/notifications';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useIsOnline } from '../../../lib/use-is-online';
import { matchesUrl } from '../../../paths';
import { QueryError } from '../../collections/public';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api';

/** "26 Nov, 14:05" in the viewer's time zone and language (decision 038). */
const formatWhen = (i18n: I18n, iso: string) =>
  new Date(iso).toLocaleString(htmlLang(matchLocale(i18n.locale) ?? 'en'), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

function NotificationItem({
  notification: n,
  onRead,
}: {
  notification: Notification;
  onRead: (id: number) => void;
}) {
  const { i18n, t } = useLingui();
  const isUnread = n.readAt === null;
  const linkText = n.type === 'new-matches' ? t`See your matches` : t`Open the swap`;
  // Its sentences are the domain's messages, in the language the screen shows (decision 038).
  const { title, detail } = notificationInLanguage(n, i18n.locale, (words) =>
    i18n._(words.id, words.values),
  );
  return (
    <li
      className={cn(
        'grid gap-2 rounded-card border bg-card p-4',
        isUnread && 'border-primary/50 bg-primary/5',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold">
          {isUnread && <span className="sr-only">{t`Unread:`} </span>}
          {title}
        </p>
        <time dateTime={n.createdAt} className="text-sm text-muted-foreground">
          {formatWhen(i18n, n.createdAt)}
        </time>
      </div>
      <p className="text-sm text-muted-foreground">{detail}</p>
      <div className="flex flex-wrap gap-2">
        {n.collectionId !== null && (
          <Link
            href={matchesUrl(n.collectionId)}
            onClick={() => isUnread && onRead(n.id)}
            className={cn(buttonVariants({ variant: isUnread ? 'default' : 'outline' }))}
          >
            {linkText}
          </Link>
        )}
        {isUnread && (
          <Button variant="ghost" onClick={() => onRead(n.id)}>
            <Trans>Mark read</Trans>
          </Button>
        )}
      </div>
    </li>
  );
}

/** The notifications screen's list, newest first, with "Mark all read". */
export function NotificationList() {
  const { i18n, t } = useLingui();
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const isOnline = useIsOnline();

  if (notifications.isPending) {
    return <Spinner label={t`Loading your notifications…`} className="text-muted-foreground" />;
  }
  if (notifications.isError) {
    return (
      <QueryError
        title={t`Couldn’t load your notifications`}
        error={notifications.error}
        onRetry={() => void notifications.refetch()}
        isRetrying={notifications.isFetching}
      />
    );
  }
  const { notifications: items, unread } = notifications.data;
  if (items.length === 0) {
    return (
      <div className="grid justify-items-start gap-2 rounded-card border bg-card p-5">
        <BellOff className="size-6 text-muted-foreground" aria-hidden />
        <p className="font-bold">
          <Trans>No notifications yet</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>When someone proposes a swap to you, or answers yours, it shows up here.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {unread === 0 ? t`All read` : t`${i18n.number(unread)} unread`}
        </p>
        <Button
          variant="outline"
          onClick={() => markAllRead.mutate()}
          disabled={unread === 0 || markAllRead.isPending || !isOnline}
          title={isOnline ? undefined : t`Needs a connection`}
        >
          <CheckCheck aria-hidden />
          <Trans>Mark all read</Trans>
        </Button>
      </div>
      <ul className="grid gap-3" aria-label={t`Notifications, newest first`}>
        {items.map((n) => (
          <NotificationItem key={n.id} notification={n} onRead={(id) => markRead.mutate(id)} />
        ))}
      </ul>
    </div>
  );
}
