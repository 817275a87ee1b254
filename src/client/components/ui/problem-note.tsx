import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Why something the collector asked for did not happen, announced to screen readers (role
 * "alert") and drawn in the destructive colours: the one look of an inline problem.
 */
export function ProblemNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={cn(
        'rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm',
        className,
      )}
    >
      {children}
    </p>
  );
}
