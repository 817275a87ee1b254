import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Handshake, Undo2 } from 'lucide-react';
import type { Sticker, StickerPatch } from '../../../../domain/sticker/sticker';
import { markPending } from '../../../../domain/sticker/transitions';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { usePartnerForm } from '../use-partner-form';

interface StickerTradeSectionProps {
  sticker: Sticker;
  isEditable: boolean;
  onPatch: (patch: StickerPatch) => void;
}

/**
 * One sticker's swap (docs/product.md "Sticker states and how they change"): start a pending trade
 * with a partner, complete it, or undo it.
 * Undoing a completed trade returns it to pending. Archived: the buttons are hidden.
 */
export function StickerTradeSection({ sticker, isEditable, onPatch }: StickerTradeSectionProps) {
  const { t } = useLingui();
  if (sticker.isPending || sticker.isCompleted) {
    const partner = sticker.pendingWith ?? t`a partner`;
    return (
      <div className="grid gap-3 rounded-xl border p-3">
        <p className="flex items-center gap-2 text-base font-semibold">
          {sticker.isPending ? (
            <Clock aria-hidden className="size-5 text-pending" />
          ) : (
            <Handshake aria-hidden className="size-5 text-completed" />
          )}
          <span>
            {sticker.isPending ? t`Pending with ${partner}` : t`Completed with ${partner}`}
          </span>
        </p>
        {isEditable && (
          <div className="grid grid-cols-2 gap-2">
            {sticker.isPending && (
              <Button onClick={() => onPatch({ isCompleted: true })}>
                <Handshake aria-hidden />
                <Trans>Mark completed</Trans>
              </Button>
            )}
            <Button
              variant="outline"
              className={sticker.isCompleted ? 'col-span-2' : undefined}
              onClick={() =>
                onPatch(sticker.isPending ? { isPending: false } : { isCompleted: false })
              }
            >
              <Undo2 aria-hidden />
              {sticker.isPending ? <Trans>Undo trade</Trans> : <Trans>Undo completed</Trans>}
            </Button>
          </div>
        )}
      </div>
    );
  }
  if (!isEditable) return null;
  return <StartTradeForm onPatch={onPatch} />;
}

function StartTradeForm({ onPatch }: { onPatch: (patch: StickerPatch) => void }) {
  const { t } = useLingui();
  const { onSubmit, error, errorId, inputProps } = usePartnerForm((partner) =>
    onPatch(markPending(partner)),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2 rounded-xl border p-3">
      <p className="text-base font-semibold">
        <Trans>Swapping it with someone?</Trans>
      </p>
      <Label htmlFor={inputProps.id} className="sr-only">
        <Trans>Trader name</Trans>
      </Label>
      <div className="flex gap-2">
        <Input
          {...inputProps}
          placeholder={t`Trader name`}
          enterKeyHint="done"
          isCompact
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary">
          <Clock aria-hidden />
          <Trans>Mark pending</Trans>
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
