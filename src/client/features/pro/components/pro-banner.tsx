import { Trans, useLingui } from '@lingui/react/macro';
import { Crown, X } from 'lucide-react';
import { useState } from 'react';
import { PRODUCT_NAME } from '../../../../domain/product';
import { cn } from '../../../lib/cn';
import { useUser } from '../../session/api';
import {
  isProBannerDismissed,
  readProBannerDismissal,
  writeProBannerDismissal,
} from '../banner-dismissal';
import { proEndDate } from '../pro-end';

/**
 * The Pro banner: a green banner congratulating a Pro member, shown until it is closed.
 * Closing is remembered per user on this browser (for the current Pro period); renders nothing
 * for anyone who is not Pro, so it can be mounted unconditionally.
 */
export function ProBanner({ className }: { className?: string }) {
  const { user } = useUser();
  // Bumped on close so the stored dismissal is read again.
  const [, setClosedCount] = useState(0);
  const { t, i18n } = useLingui();
  if (!user?.isPro) return null;
  if (isProBannerDismissed(readProBannerDismissal(user.id), user.proUntil)) return null;

  const endsOn = proEndDate(user, i18n);
  const close = () => {
    writeProBannerDismissal(user.id, user.proUntil);
    setClosedCount((count) => count + 1);
  };

  return (
    <section
      aria-label={`${PRODUCT_NAME} Pro`}
      className={cn(
        'relative flex items-start gap-3 rounded-card bg-primary p-4 pr-14 text-primary-foreground shadow-sm sm:items-center sm:p-5 sm:pr-16',
        className,
      )}
    >
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-foreground/15"
      >
        <Crown className="size-5" />
      </span>
      <div className="grid gap-0.5">
        <p className="font-bold leading-snug">
          <Trans>Congratulations, you’re a {PRODUCT_NAME} Pro member!</Trans>
        </p>
        <p className="text-sm text-primary-foreground/90">
          {endsOn ? (
            <Trans>
              Unlimited collections, your own Facebook message and the group finder are all yours
              until {endsOn}.
            </Trans>
          ) : (
            <Trans>
              Unlimited collections, your own Facebook message and the group finder are all yours.
            </Trans>
          )}
        </p>
      </div>
      <button
        type="button"
        onClick={close}
        aria-label={t`Dismiss the Pro banner`}
        className="absolute right-2 top-2 inline-flex size-10 items-center justify-center rounded-lg hover:bg-primary-foreground/15 focus-visible:outline-primary-foreground sm:top-1/2 sm:-translate-y-1/2"
      >
        <X className="size-5" aria-hidden />
      </button>
    </section>
  );
}
