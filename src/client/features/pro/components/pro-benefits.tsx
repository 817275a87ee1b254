import { Check } from 'lucide-react';
import { PRO_PRICE_LABEL } from '../../../../domain/product';

/** The upgrade dialog: what Pro unlocks (docs/product.md "Who it is for"). */
const PRO_BENEFITS = [
  'Track unlimited collections',
  'Customise the Facebook trade message',
  'Find the best Facebook groups for your album',
] as const;

/** The benefits and the price, as the upgrade dialog and prompts show them. */
export function ProBenefits() {
  return (
    <div className="grid gap-4 rounded-xl bg-secondary/60 p-4">
      <ul className="grid gap-2.5">
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
      {/* One payment a year, stated plainly. */}
      <p className="border-t pt-3 text-sm text-muted-foreground">
        <span className="text-2xl font-extrabold text-foreground">{PRO_PRICE_LABEL}</span> per year
        (one-time payment, no subscriptions)
      </p>
    </div>
  );
}
