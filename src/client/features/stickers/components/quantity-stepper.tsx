import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { MAX_STICKER_QUANTITY } from '../../../../domain/sticker/sticker';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';

interface QuantityStepperProps {
  value: number;
  /** A number typed in: the copies the collector counted. */
  onChange: (quantity: number) => void;
  /** − or +: one copy fewer or more, sent as such (decision 016 "Merge rules"). */
  onStep: (delta: 1 | -1) => void;
  disabled?: boolean;
}

const clamp = (value: number) => Math.min(MAX_STICKER_QUANTITY, Math.max(1, value));

/**
 * How many copies (1–999): big − and + buttons for one thumb, or type a number. The buttons say
 * "one more" or "one fewer" rather than the new count, so copies added on two devices both count.
 */
export function QuantityStepper({
  value,
  onChange,
  onStep,
  disabled = false,
}: QuantityStepperProps) {
  const { t } = useLingui();
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);

  const set = (next: number) => {
    const quantity = clamp(next);
    if (quantity !== value) onChange(quantity);
  };

  const commit = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    setDraft(null);
    if (Number.isFinite(typed)) set(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={inputId} isPlain className="text-base font-medium">
        <Trans>Copies</Trans>
      </Label>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t`One fewer copy`}
          disabled={disabled || value <= 1}
          onClick={() => onStep(-1)}
        >
          <Minus aria-hidden />
        </Button>
        <input
          id={inputId}
          inputMode="numeric"
          pattern="[0-9]*"
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 3))}
          onBlur={commit}
          onKeyDown={onKeyDown}
          className="h-10 w-16 rounded-lg border border-input bg-card text-center text-base font-bold tabular-nums disabled:opacity-50"
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t`One more copy`}
          disabled={disabled || value >= MAX_STICKER_QUANTITY}
          onClick={() => onStep(1)}
        >
          <Plus aria-hidden />
        </Button>
      </div>
    </div>
  );
}
