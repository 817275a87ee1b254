import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-3', className)}>
      <span
        aria-hidden
        className="size-6 animate-spin rounded-full border-[3px] border-primary/25 border-t-primary"
      />
      {label ? (
        <span>{label}</span>
      ) : (
        <span className="sr-only">
          <Trans>Loading</Trans>
        </span>
      )}
    </span>
  );
}

/** The full-screen spinner while the session resolves. */
export function PageSpinner() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted-foreground">
      <Spinner label={t`Loading...`} />
    </div>
  );
}
