import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

// Callers override a few base classes here: Card's `bg-card`/`text-card-foreground` (a brand
// card), CardHeader's `flex-col` and `gap-1.5` (a row: `flex-row`, `gap-4`) and CardContent's
// top padding (`pt-5`, `pt-6`, `sm:pt-8`…). `cn()` does not merge classes (decision 024): each
// works because Tailwind's stylesheet puts the overriding utility later (same property: sorted
// by name and value), which the before/after style comparison of decision 024 checked. An
// override that would sort earlier (`pt-0` against `pt-6`, `gap-1` against `gap-1.5`) needs a
// prop instead.

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-card border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-5 sm:p-6', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-xl font-bold leading-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}
