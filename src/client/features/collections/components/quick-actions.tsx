import { Trans } from '@lingui/react/macro';
import { Copy, Crown, ImageDown, LoaderCircle, Users } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { IntentHandlers } from '../../../lib/on-demand';

interface QuickActionsProps {
  isPro: boolean;
  /** Copies the Facebook trade message; without it the button is shown but disabled. */
  onCopyMessage?: () => void;
  /** Downloads the trade-list image; without it the button is shown but disabled. */
  onExportImage?: () => void;
  /** The image is being drawn: the export button says so and waits. */
  isExporting?: boolean;
  /** Opens the groups finder (Pro) or the upgrade dialog (free); disabled without it. */
  onFindGroups?: () => void;
  /** The public-link controls, shown with the actions. */
  publicLink?: ReactNode;
  /** The message's options (ranges), shown under the actions. */
  messageOptions?: ReactNode;
  /** Preload what each action may open (docs/decisions/024). */
  copyIntent?: IntentHandlers;
  exportIntent?: IntentHandlers;
  findGroupsIntent?: IntentHandlers;
  /**
   * The board has scrolled away from its top: from lg up the row may float over it. At rest it
   * stays in its place at the end of the board, covering nothing (decision 008).
   */
  floats?: boolean;
  /** The copy button, which the board's Share button focuses (docs/product.md "Screens"). */
  copyRef?: Ref<HTMLButtonElement>;
}

/**
 * The dashboard's quick actions (docs/product.md "Screens"): share the selected collection's trade
 * list. On a laptop they stay within reach: once the board has scrolled (`floats`), from lg up the
 * row sticks to the bottom of the screen (its parent must be the board's container), clear of the
 * back-to-top button. At rest it does not float, so it covers none of the board (decision 008).
 */
export function QuickActions({
  isPro,
  onCopyMessage,
  onExportImage,
  isExporting = false,
  onFindGroups,
  publicLink,
  messageOptions,
  copyIntent,
  exportIntent,
  findGroupsIntent,
  floats = false,
  copyRef,
}: QuickActionsProps) {
  return (
    <section
      data-obscures="bottom"
      aria-labelledby="quick-actions-heading"
      className={cn(
        'grid gap-4 rounded-card border bg-card p-4 text-card-foreground shadow-sm lg:mr-16 lg:flex lg:flex-wrap lg:items-center lg:justify-between lg:gap-x-4 lg:gap-y-3 lg:py-3 xl:mr-0',
        floats && 'lg:sticky lg:bottom-4 lg:z-20 lg:shadow-lg',
      )}
    >
      <h2 id="quick-actions-heading" className="text-lg font-bold lg:sr-only">
        <Trans>Share your trade list</Trans>
      </h2>
      <div className="grid gap-2 sm:grid-cols-3 lg:flex lg:flex-wrap">
        <Button
          variant="outline"
          size="lg"
          className="lg:h-10 lg:px-3.5 lg:text-sm"
          ref={copyRef}
          disabled={!onCopyMessage}
          {...copyIntent}
          onClick={onCopyMessage}
        >
          <Copy aria-hidden />
          <Trans>Copy Facebook Message</Trans>
        </Button>
        <Button
          variant="outline"
          size="lg"
          className="lg:h-10 lg:px-3.5 lg:text-sm"
          disabled={!onExportImage || isExporting}
          aria-busy={isExporting}
          {...exportIntent}
          onClick={onExportImage}
        >
          {isExporting ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <ImageDown aria-hidden />
          )}
          <Trans>Export Trade List</Trans>
        </Button>
        <Button
          variant="outline"
          size="lg"
          className="lg:h-10 lg:px-3.5 lg:text-sm"
          disabled={!onFindGroups}
          {...findGroupsIntent}
          onClick={onFindGroups}
        >
          {isPro ? <Users aria-hidden /> : <Crown aria-hidden className="text-trade" />}
          {isPro ? <Trans>Find Groups</Trans> : <Trans>Find Groups (Pro)</Trans>}
        </Button>
      </div>
      {messageOptions && (
        <div className="border-t pt-4 lg:border-t-0 lg:pt-0">{messageOptions}</div>
      )}
      {publicLink && <div className="border-t pt-4 lg:border-t-0 lg:pt-0">{publicLink}</div>}
    </section>
  );
}
