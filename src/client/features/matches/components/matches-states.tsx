import { htmlLang, matchLocale } from '../../../../domain/locale';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, RotateCw, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

/** Placeholders the size of two match cards, so nothing jumps when the list arrives. */
export function MatchesLoading() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4" aria-busy>
      <Spinner label={t`Finding collectors to swap with…`} className="text-muted-foreground" />
      {[0, 1].map((key) => (
        <div key={key} aria-hidden className="h-56 animate-pulse rounded-card bg-muted" />
      ))}
    </div>
  );
}

interface RefreshButtonProps {
  onRefresh: () => void;
  isRefreshing: boolean;
}

/** Checks for new matches now (the list also checks when the screen comes back into view). */
export function RefreshButton({ onRefresh, isRefreshing }: RefreshButtonProps) {
  const { t } = useLingui();
  return (
    <Button variant="outline" onClick={onRefresh} disabled={isRefreshing} aria-busy={isRefreshing}>
      <RotateCw aria-hidden className={cn(isRefreshing && 'animate-spin')} />
      {isRefreshing ? t`Checking…` : t`Refresh`}
    </Button>
  );
}

interface UnavailableProps {
  isOnline: boolean;
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/** Nothing to show yet: offline (it loads when the signal returns) or the fetch failed. */
export function MatchesUnavailable({ isOnline, message, onRetry, isRetrying }: UnavailableProps) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-card border border-destructive/40 bg-destructive/5 p-4"
    >
      <p className="flex items-center gap-2 font-semibold">
        {isOnline ? (
          <CircleAlert aria-hidden className="size-5 text-destructive" />
        ) : (
          <WifiOff aria-hidden className="size-5 text-destructive" />
        )}
        {isOnline ? t`Couldn’t load your matches` : t`You’re offline`}
      </p>
      <p className="text-sm text-muted-foreground">
        {isOnline ? message : t`Your matches will load as soon as you have a signal.`}
      </p>
      {isOnline && <RefreshButton onRefresh={onRetry} isRefreshing={isRetrying} />}
    </div>
  );
}

interface StaleNoticeProps {
  isOnline: boolean;
  /** When the data on screen was fetched. */
  updatedAt: number;
}

/** Data on screen that could not be refreshed: say how old it is, and keep showing it. */
export function StaleNotice({ isOnline, updatedAt }: StaleNoticeProps) {
  const { i18n, t } = useLingui();
  // The time of day in the reader's language ("14:05", "2:05 PM"), decision 038.
  const time = new Intl.DateTimeFormat(htmlLang(matchLocale(i18n.locale) ?? 'en'), {
    hour: '2-digit',
    minute: '2-digit',
  }).format(updatedAt);
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-card border border-trade/50 bg-accent/20 p-3 text-sm font-medium"
    >
      <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      {isOnline
        ? t`Couldn’t refresh — showing matches from ${time}. Try Refresh in a moment.`
        : t`You’re offline — showing matches from ${time}. They’ll refresh when you have a signal.`}
    </p>
  );
}
