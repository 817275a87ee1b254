import { Trans } from '@lingui/react/macro';
import { CircleAlert, RotateCw } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface QueryErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
  className?: string;
}

/** A failed fetch: what failed, the server's message, and a retry button. */
export function QueryError({ title, error, onRetry, isRetrying, className }: QueryErrorProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 rounded-card border border-destructive/40 bg-destructive/5 p-4 sm:flex-row sm:items-center',
        className,
      )}
    >
      <CircleAlert className="size-6 shrink-0 text-destructive" aria-hidden />
      <div className="grid flex-1 gap-0.5">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={isRetrying}>
        <RotateCw className={cn(isRetrying && 'animate-spin')} aria-hidden />
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
