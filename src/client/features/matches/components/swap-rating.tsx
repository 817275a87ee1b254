import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import {
  SWAP_NOTE_MAX,
  swapRatingInputSchema,
  swapVerdictLabels,
  swapVerdictSchema,
  type Swap,
  type SwapRatingInput,
  type SwapVerdict,
} from '../../../../domain/matches/schemas';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useIsOnline } from '../../../lib/use-is-online';
import { TextAreaField } from '../../../components/form/text-area-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';

interface SwapRatingProps {
  swap: Swap;
  /** Sends the rating; resolves once saved, rejects (already toasted) when refused. */
  onRate: (rating: SwapRatingInput) => Promise<unknown>;
}

const verdictLooks: Record<SwapVerdict, { icon: typeof CircleCheck; className: string }> = {
  'as-agreed': { icon: CircleCheck, className: 'text-owned' },
  problem: { icon: CircleAlert, className: 'text-destructive' },
};

const VERDICTS: SwapVerdict[] = ['as-agreed', 'problem'];

/**
 * The rating as the form holds it: no verdict until one is chosen, then checked with the schema
 * the server uses (which says to choose one).
 */
const ratingFormSchema = z
  .object({ verdict: swapVerdictSchema.optional(), note: z.string().nullish() })
  .pipe(swapRatingInputSchema);

/**
 * Rating a done swap, once (docs/product.md "Trust"): "Arrived as agreed" or "Problem" and an
 * optional note only admins read. Once given it is shown, not editable.
 */
export function SwapRating({ swap, onRate }: SwapRatingProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const isOnline = useIsOnline();
  const form = useSchemaForm(ratingFormSchema, { verdict: undefined, note: '' });
  const [isSending, setIsSending] = useState(false);

  if (swap.myRating) {
    const { icon: Icon, className } = verdictLooks[swap.myRating.verdict];
    return (
      <div className="grid gap-1 border-t pt-4 text-sm">
        <p className="flex items-center gap-2 font-medium">
          <Icon aria-hidden className={cn('size-4', className)} />
          <Trans>You rated this swap: {i18n._(swapVerdictLabels[swap.myRating.verdict])}</Trans>
        </p>
        {swap.myRating.note && (
          <p className="break-words text-muted-foreground">
            <Trans>Your note: “{swap.myRating.note}”</Trans>
          </p>
        )}
      </div>
    );
  }

  const { verdict } = form.values;
  const note = form.values.note ?? '';
  const noteLength = [...note].length;
  const send = async (rating: SwapRatingInput) => {
    setIsSending(true);
    try {
      await onRate(rating);
    } catch {
      // Toasted by the mutation; the choice and the note stay for another go.
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form
      className="grid gap-3 border-t pt-4"
      aria-labelledby={`${id}-legend`}
      onSubmit={form.handleSubmit((rating) => void send(rating))}
    >
      <fieldset className="grid gap-3">
        <legend id={`${id}-legend`} className="mb-1 font-semibold">
          <Trans>How did the swap with {swap.partnerUsername} go?</Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {VERDICTS.map((value) => {
            const { icon: Icon, className } = verdictLooks[value];
            return (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-card px-3 py-2 font-medium has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:outline-2 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  name={`${id}-verdict`}
                  value={value}
                  checked={verdict === value}
                  onChange={() => form.setValue('verdict', value)}
                  className="size-4 accent-primary"
                />
                <Icon aria-hidden className={cn('size-4', className)} />
                {i18n._(swapVerdictLabels[value])}
              </label>
            );
          })}
        </div>
      </fieldset>
      {verdict && (
        <TextAreaField
          {...form.textField('note')}
          label={t`Note (optional)`}
          rows={2}
          placeholder={verdict === 'problem' ? t`What went wrong?` : t`Anything to add?`}
          hint={t`${noteLength} of ${SWAP_NOTE_MAX} characters. Only Swapsies admins read notes.`}
        />
      )}
      {form.errors.verdict && !verdict && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {i18n._(form.errors.verdict)}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        <Trans>
          Other collectors see how many swaps {swap.partnerUsername} has done and how many were
          reported as a problem. You can rate once.
        </Trans>
      </p>
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-fit sm:justify-self-end"
        disabled={!isOnline || isSending}
        aria-busy={isSending}
      >
        {isSending && <LoaderCircle aria-hidden className="animate-spin" />}
        {isOnline ? t`Send rating` : t`Needs a connection`}
      </Button>
    </form>
  );
}
