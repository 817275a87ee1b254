import type { I18n } from '@lingui/core';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { useRef } from 'react';
import {
  SPECIAL_LABELS,
  specialKindOf,
  type Specials,
} from '../../../../domain/catalogue/specials';
import type { Sticker, StickerPatch } from '../../../../domain/sticker/sticker';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import {
  RETIRED_LABEL,
  copiesInWords,
  displayStateOf,
  hasCopiesToSpare,
  keepSparesHint,
  stateWithPartner,
} from '../sticker-display';
import { QuantityStepper } from './quantity-stepper';
import { stateLooks } from './sticker-looks';
import { StickerTradeSection } from './sticker-trade-section';

interface StickerDetailsSheetProps {
  /** The sticker shown; the sheet is open while it is set. */
  sticker: Sticker | undefined;
  /** The album's specials, to name a special's kind. */
  specials: Readonly<Specials>;
  isEditable: boolean;
  onClose: () => void;
  onPatch: (id: number, patch: StickerPatch) => void;
}

// e.g. "Foil · For trade · 3 copies · 2 spare · 1 promised · 1 to swap" (decisions 010 and 028:
// copies in words, saying what is offered; decision 021: the special kind, and "No longer in the
// album" for a code a new checklist dropped)
function stateSummary(i18n: I18n, sticker: Sticker, specials: Readonly<Specials>): string {
  const kind = specialKindOf(specials, sticker.number);
  const parts = [
    kind && i18n._(SPECIAL_LABELS[kind]),
    sticker.retired && i18n._(RETIRED_LABEL),
    stateWithPartner(i18n, sticker),
    copiesInWords(sticker),
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * Everything about one sticker (decision 007: the second control opens the rest): owned,
 * for trade, copies, and its trade with a partner. A bottom sheet on phones. A single copy is
 * offered by "For trade"; copies beyond the album's own are offered on their own, so a sticker
 * with more than one copy shows "Keep my spares" instead, to hold them back (decision 028).
 */
export function StickerDetailsSheet({
  sticker,
  specials,
  isEditable,
  onClose,
  onPatch,
}: StickerDetailsSheetProps) {
  // Closing hands focus back to the sticker's own slot (not the page top), so a keyboard user
  // carries on where they were. Its id is kept: `sticker` is already gone when the sheet closes.
  const shownId = useRef<number | undefined>(undefined);
  if (sticker) shownId.current = sticker.id;
  const { i18n } = useLinguiRuntime();
  const number = sticker?.number;
  const focusSlot = (event: Event) => {
    const slot = document.querySelector<HTMLButtonElement>(
      `[data-sticker-id="${shownId.current}"] button`,
    );
    if (!slot) return;
    event.preventDefault();
    slot.focus();
  };

  return (
    <DialogFrame
      open={sticker !== undefined}
      onOpenChange={(open) => !open && onClose()}
      placement="sheet"
      onCloseAutoFocus={focusSlot}
      icon={sticker && <StateSwatch sticker={sticker} />}
      title={<Trans>Sticker {number}</Trans>}
      description={sticker && stateSummary(i18n, sticker, specials)}
    >
      {sticker && <Details sticker={sticker} isEditable={isEditable} onPatch={onPatch} />}
    </DialogFrame>
  );
}

/** The sticker's number on the colour and icon of its state, as its slot on the board shows it. */
function StateSwatch({ sticker }: { sticker: Sticker }) {
  const look = stateLooks[displayStateOf(sticker)];
  const Icon = look.icon;
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-12 shrink-0 flex-col items-center justify-center rounded-slot text-sm font-extrabold',
        look.swatch,
      )}
    >
      {sticker.number}
      <Icon className="size-3.5" strokeWidth={2.75} />
    </span>
  );
}

function Details({
  sticker,
  isEditable,
  onPatch,
}: {
  sticker: Sticker;
  isEditable: boolean;
  onPatch: (id: number, patch: StickerPatch) => void;
}) {
  const { i18n } = useLinguiRuntime();
  const { t } = useLingui();
  const patch = (change: StickerPatch) => onPatch(sticker.id, change);

  return (
    <>
      {!isEditable && (
        <p className="flex items-center gap-2 rounded-lg bg-muted p-3 text-sm font-medium">
          <Lock aria-hidden className="size-4 shrink-0" />
          <Trans>Archived — read-only</Trans>
        </p>
      )}

      <div className="grid gap-3 rounded-xl border p-3">
        <ToggleRow
          id={`owned-${sticker.id}`}
          label={t`Owned`}
          checked={sticker.owned}
          disabled={!isEditable}
          onChange={(owned) => patch({ owned })}
        />
        {hasCopiesToSpare(sticker) ? (
          <ToggleRow
            id={`keep-${sticker.id}`}
            label={t`Keep my spares`}
            description={keepSparesHint(i18n, sticker)}
            checked={sticker.keepSpares}
            disabled={!isEditable}
            onChange={(keepSpares) => patch({ keepSpares })}
          />
        ) : (
          <ToggleRow
            id={`trade-${sticker.id}`}
            label={t`For trade`}
            checked={sticker.forTrade}
            disabled={!isEditable}
            onChange={(forTrade) => patch({ forTrade })}
          />
        )}
        <QuantityStepper
          value={sticker.quantity}
          disabled={!isEditable || !sticker.owned}
          onChange={(quantity) => patch({ quantity })}
          onStep={(quantityDelta) => patch({ quantityDelta })}
        />
      </div>

      <StickerTradeSection sticker={sticker} isEditable={isEditable} onPatch={patch} />
    </>
  );
}

function ToggleRow(props: {
  id: string;
  label: string;
  /** A line under the label saying what the switch does now, read with it. */
  description?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const descriptionId = props.description ? `${props.id}-description` : undefined;
  return (
    <div className="flex min-h-10 items-center justify-between gap-3">
      <div className="grid gap-0.5">
        <Label htmlFor={props.id} isPlain className="text-base font-medium">
          {props.label}
        </Label>
        {props.description && (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {props.description}
          </p>
        )}
      </div>
      <Switch
        id={props.id}
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={descriptionId}
        onCheckedChange={props.onChange}
      />
    </div>
  );
}
