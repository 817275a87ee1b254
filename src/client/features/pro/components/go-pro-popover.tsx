import { Trans } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { PRODUCT_NAME } from '../../../../domain/product';
import { Button } from '../../../components/ui/button';
import type { ControlProps } from '../../../lib/on-demand';
import { showUpgrade } from '../paywall-store';
import { GoProButton } from './go-pro-button';
import { ProBenefits } from './pro-benefits';

/**
 * The dashboard's Go Pro popover for free accounts, leading to the upgrade dialog. Its code loads
 * on demand (`onDemandControl`, docs/decisions/024): the dashboard shows `GoProButton` until then.
 */
export function GoProPopover({ defaultOpen, autoFocus }: ControlProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <GoProButton autoFocus={autoFocus} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 grid w-80 max-w-[calc(100vw-1.5rem)] gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-lg"
        >
          <div className="grid gap-1">
            <p className="flex items-center gap-2 text-lg font-bold">
              <Crown className="size-5 text-trade" aria-hidden />
              {PRODUCT_NAME} Pro
            </p>
            <p className="text-sm text-muted-foreground">
              <Trans>Everything a serious swapper needs.</Trans>
            </p>
          </div>
          <ProBenefits />
          <Button
            onClick={() => {
              setOpen(false);
              showUpgrade();
            }}
          >
            <Trans>Upgrade</Trans>
          </Button>
          <Popover.Arrow className="fill-card" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
