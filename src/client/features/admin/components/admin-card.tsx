import { Trans } from '@lingui/react/macro';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';

/**
 * A card of the admin screen: its title, what it holds, and its controls on the right, which
 * wrap under the title on a narrow screen unless `wrap` is false.
 */
export function AdminCard({
  title,
  description,
  actions,
  wrap = true,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  actions?: ReactNode;
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="overflow-hidden">
      <CardHeader className={cn('flex-row items-start justify-between gap-4', wrap && 'flex-wrap')}>
        <div className="grid gap-1.5">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {actions}
      </CardHeader>
      {children}
    </Card>
  );
}

/** A list the admin screen reads: what its states and its refresh button need of the query. */
interface AdminList {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Where an admin card's list stands while it loads, fails or is empty; `tall` for the users
 * table, whose rows are taller.
 */
export function StatePanel({ tall = false, children }: { tall?: boolean; children: ReactNode }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 border-t px-4 py-10 text-center text-sm text-muted-foreground',
        tall ? 'min-h-48' : 'min-h-40',
      )}
    >
      {children}
    </div>
  );
}

export function ListLoading({ label, tall }: { label: string; tall?: boolean }) {
  return (
    <StatePanel tall={tall}>
      <Spinner label={label} />
    </StatePanel>
  );
}

/** The list could not be read: why, and a retry. */
export function ListLoadFailed({
  list,
  title,
  tall,
}: {
  list: AdminList;
  title: ReactNode;
  tall?: boolean;
}) {
  return (
    <StatePanel tall={tall}>
      <TriangleAlert className="size-8 text-destructive" aria-hidden />
      <p className="font-semibold text-foreground">{title}</p>
      <p>{errorMessage(list.error)}</p>
      <Button variant="outline" onClick={() => void list.refetch()}>
        <Trans>Try again</Trans>
      </Button>
    </StatePanel>
  );
}

/** Reads the list again; it turns while it does. */
export function RefreshButton({ list, label }: { list: AdminList; label: string }) {
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={label}
      onClick={() => void list.refetch()}
      disabled={list.isFetching}
    >
      <RefreshCw className={list.isFetching ? 'animate-spin' : undefined} aria-hidden />
    </Button>
  );
}
