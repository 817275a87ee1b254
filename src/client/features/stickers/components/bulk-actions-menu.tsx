import { Trans } from '@lingui/react/macro';
import { ArrowLeftRight, Check, Clock, Handshake, Trash2, Undo2 } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import type { ControlProps } from '../../../lib/on-demand';
import type { BulkActions } from '../use-bulk-actions';
import { useMediaQuery } from '../use-media-query';
import { BulkActionsButton } from './bulk-actions-button';

export interface BulkActionsMenuProps {
  actions: BulkActions;
  selectedCount: number;
  /** Partners with a pending trade, for "Complete pending trades" → one partner. */
  pendingPartners: readonly string[];
  isEditable: boolean;
}

/**
 * The bulk-actions menu. Archived collections are read-only (docs/product.md "Screens"): the menu
 * is disabled and "Delete selected" is offered only for active ones. Its code loads on demand
 * (`onDemandControl`, docs/decisions/024): the board shows `BulkActionsButton` alone until then.
 */
export function BulkActionsMenu({
  actions,
  selectedCount,
  pendingPartners,
  isEditable,
  defaultOpen,
  autoFocus,
}: BulkActionsMenuProps & ControlProps) {
  const isWide = useMediaQuery('(min-width: 640px)');
  return (
    // not modal: a dialog opened from an item must get the page's pointer events back
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <BulkActionsButton isBusy={actions.isBusy} isEditable={isEditable} autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          {selectedCount === 0 ? (
            <Trans>Nothing selected</Trans>
          ) : (
            <Trans>{selectedCount} selected</Trans>
          )}
        </DropdownMenuLabel>
        <DropdownMenuItem onSelect={actions.markOwned}>
          <Check aria-hidden className="text-owned" />
          <Trans>Mark as owned</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={actions.markForTrade}>
          <ArrowLeftRight aria-hidden className="text-trade" />
          <Trans>Mark for trade</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={actions.askPartner}>
          <Clock aria-hidden className="text-pending" />
          <Trans>Mark as pending trade…</Trans>
        </DropdownMenuItem>
        <CompletePendingItems
          partners={pendingPartners}
          onComplete={actions.completePending}
          asSubmenu={isWide}
        />
        <DropdownMenuItem onSelect={actions.undoTrades}>
          <Undo2 aria-hidden />
          <Trans>Undo trades</Trans>
        </DropdownMenuItem>
        {isEditable && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={actions.askDelete}>
              <Trash2 aria-hidden />
              <Trans>Delete selected</Trans>
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * "Complete pending trades": all shown, or one partner's. A submenu where there is room beside
 * the menu; on a phone there is none, so the same items follow in the menu under a heading.
 */
function CompletePendingItems({
  partners,
  onComplete,
  asSubmenu,
}: {
  partners: readonly string[];
  onComplete: (partner?: string) => void;
  asSubmenu: boolean;
}) {
  const items = (
    <>
      <DropdownMenuItem onSelect={() => onComplete()}>
        <Trans>All shown</Trans>
      </DropdownMenuItem>
      {partners.length > 0 && (
        <DropdownMenuLabel>
          <Trans>With one partner</Trans>
        </DropdownMenuLabel>
      )}
      {partners.map((partner) => (
        <DropdownMenuItem key={partner} onSelect={() => onComplete(partner)}>
          {partner}
        </DropdownMenuItem>
      ))}
    </>
  );
  const title = (
    <>
      <Handshake aria-hidden className="text-completed" />
      <Trans>Complete pending trades</Trans>
    </>
  );
  if (asSubmenu) {
    return (
      <DropdownMenuSub>
        <DropdownMenuSubTrigger>{title}</DropdownMenuSubTrigger>
        <DropdownMenuSubContent>{items}</DropdownMenuSubContent>
      </DropdownMenuSub>
    );
  }
  return (
    <DropdownMenuGroup className="my-1 rounded-lg bg-muted/50 py-1 [&_[role=menuitem]]:pl-10">
      <DropdownMenuLabel tone="heading" className="flex items-center gap-3 [&_svg]:size-4">
        {title}
      </DropdownMenuLabel>
      {items}
    </DropdownMenuGroup>
  );
}
