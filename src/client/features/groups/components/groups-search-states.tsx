import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle, RotateCcw, SearchX, Send, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** The searching state. */
export function GroupsSearching() {
  const { t } = useLingui();
  return (
    <div className="flex justify-center py-10 text-muted-foreground">
      <Spinner label={t`Searching for active Facebook groups...`} />
    </div>
  );
}

/** Offline: the search needs the server, so it waits for a signal rather than failing. */
export function GroupsNeedConnection() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-5 text-center">
      <WifiOff aria-hidden className="size-8 text-muted-foreground" />
      <div className="grid gap-1">
        <p className="font-semibold">
          <Trans>Needs a connection</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Finding groups searches Swapsies’ directory. It starts once you have a signal.
          </Trans>
        </p>
      </div>
    </div>
  );
}

/** The inline failure, with a retry. */
export function GroupsSearchFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-5 text-center"
    >
      <AlertCircle aria-hidden className="size-8 text-destructive" />
      <div className="grid gap-1">
        <p className="font-semibold">
          <Trans>We couldn’t search for groups just now</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>Check your connection, then try again.</Trans>
        </p>
      </div>
      <Button variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden />
        <Trans>Retry Search</Trans>
      </Button>
    </div>
  );
}

/** An empty directory says so and offers to suggest a group (docs/product.md "Sharing"). */
export function NoGroupsYet({ title, onSuggest }: { title: string; onSuggest: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-5 text-center">
      <SearchX aria-hidden className="size-8 text-muted-foreground" />
      <div className="grid gap-1">
        <p className="font-semibold">
          <Trans>No groups in our directory yet</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            We don’t know a swap group for {title} yet. Know a good one? Suggest it and we’ll add it
            once an admin has checked it.
          </Trans>
        </p>
      </div>
      <Button variant="outline" onClick={onSuggest}>
        <Send aria-hidden />
        <Trans>Suggest a group</Trans>
      </Button>
    </div>
  );
}
