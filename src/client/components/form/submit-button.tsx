import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

/** A full-width submit button that says what it is doing while the request is in flight. */
export function SubmitButton({
  isBusy,
  busyLabel,
  children,
}: {
  isBusy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={isBusy} aria-busy={isBusy}>
      {isBusy ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
