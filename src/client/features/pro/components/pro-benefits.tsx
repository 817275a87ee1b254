import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { PRO_PRICE_PENCE } from '../../../../domain/product';
import { proPriceLabel } from '../pro-end';

/** The upgrade dialog: what Pro unlocks (docs/product.md "Who it is for"). */
const PRO_BENEFITS = [
  msg`Track unlimited collections`,
  msg`Customise the Facebook trade message`,
  msg`Find the best Facebook groups for your album`,
];

/** The benefits and the price, as the upgrade dialog and prompts show them. */
export function ProBenefits() {
  const { i18n } = useLingui();
  const price = proPriceLabel(PRO_PRICE_PENCE, i18n);
  return (
    <div className="grid gap-4 rounded-xl bg-secondary/60 p-4">
      <ul className="grid gap-2.5">
        {PRO_BENEFITS.map((benefit) => (
          <li key={benefit.id} className="flex items-start gap-3 text-sm font-medium">
            <span
              aria-hidden
              className="mt-px flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
            >
              <Check className="size-3.5" strokeWidth={3} />
            </span>
            {i18n._(benefit)}
          </li>
        ))}
      </ul>
      {/* One payment a year, stated plainly. */}
      <p className="border-t pt-3 text-sm text-muted-foreground">
        <Trans>
          <span className="text-2xl font-extrabold text-foreground">{price}</span> per year
          (one-time payment, no subscriptions)
        </Trans>
      </p>
    </div>
  );
}
