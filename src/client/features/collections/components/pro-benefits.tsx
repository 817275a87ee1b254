import { Check } from 'lucide-react';
import { PRO_PRICE_LABEL } from '../../../../domain/product';
import { cn } from '../../../lib/cn';

/** spec §2 "Upgrade dialog": what Pro unlocks. */
export const PRO_BENEFITS = [
  'Track unlimited collections',
  'Customise the Facebook trade message',
  'Find the best Facebook groups for your album',
] as const;

export function ProBenefitList({ className }: { className?: string }) {
  return (
    <ul className={cn('grid gap-2.5', className)}>
      {PRO_BENEFITS.map((benefit) => (
        <li key={benefit} className="flex items-start gap-3 text-sm font-medium">
          <span
            aria-hidden
            className="mt-px flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
          >
            <Check className="size-3.5" strokeWidth={3} />
          </span>
          {benefit}
        </li>
      ))}
    </ul>
  );
}

/** spec §2 and §9: '£9.99 per year (one-time payment, no subscriptions)', the price stressed. */
export function ProPrice({ className }: { className?: string }) {
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      <span className="text-2xl font-extrabold text-foreground">{PRO_PRICE_LABEL}</span> per year
      (one-time payment, no subscriptions)
    </p>
  );
}
