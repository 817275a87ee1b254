import { Trans } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import { PRODUCT_NAME } from '../../../../domain/product';
import { Button } from '../../../components/ui/button';
import { showUpgrade } from '../../pro/public';

/** Settings: a free account sees the editor locked, with a way to unlock it. */
export function TemplateUpgradePrompt() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-trade/50 bg-trade/10 p-4 sm:flex-row sm:items-center">
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-trade/20 text-trade"
      >
        <Crown className="size-5" />
      </span>
      <div className="grid flex-1 gap-0.5">
        <p className="font-semibold">
          <Trans>Write your own message with {PRODUCT_NAME} Pro</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Free accounts share the standard message below. Upgrade to make it your own, with your
            numbers still filled in for you.
          </Trans>
        </p>
      </div>
      <Button onClick={() => showUpgrade()} className="w-full sm:w-auto">
        <Crown aria-hidden />
        <Trans>Upgrade to Pro</Trans>
      </Button>
    </div>
  );
}
