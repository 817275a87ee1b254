import { Trans, useLingui } from '@lingui/react/macro';
import { Keyboard, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useIsOnline } from '../../../lib/use-is-online';
import { TRADE_CODE_LENGTH } from '../../../../domain/trade/in-person-swap';
import { listFromShortCode } from '../api';
import { incomingProblem, type IncomingList } from '../incoming-list';

// The code's form is read by `listFromShortCode`, whose message the form shows with the server's.
const shortCodeFormSchema = z.object({ code: z.string() });

/**
 * "Type a short code" (docs/product.md "Trade in person"): the 6 characters the other collector
 * reads out; online only.
 */
export function ShortCodeForm({ onList }: { onList: (incoming: IncomingList) => void }) {
  const { i18n, t } = useLingui();
  const isOnline = useIsOnline();
  const inputId = useId();
  const hintId = useId();
  const form = useSchemaForm(shortCodeFormSchema, { code: '' });
  const { name, value, onValueChange, onBlur } = form.textField('code');
  const problem = form.formError;
  const [isOpening, setIsOpening] = useState(false);

  const open = async (code: string) => {
    setIsOpening(true);
    try {
      onList(await listFromShortCode(code));
    } catch (error) {
      form.setFormError(incomingProblem(i18n, error));
    } finally {
      setIsOpening(false);
    }
  };

  return (
    <form
      onSubmit={form.handleSubmit(({ code }) => void open(code))}
      className="grid gap-2 rounded-card border bg-card p-4 shadow-sm"
    >
      <Label htmlFor={inputId} isPlain className="flex items-center gap-2 text-base font-bold">
        <Keyboard aria-hidden className="size-4" />
        <Trans>Type a short code</Trans>
      </Label>
      <p id={hintId} className="text-sm text-muted-foreground">
        {isOnline
          ? t`The 6 characters under the other collector’s QR code. They then see your list of this album for a day, to swap back.`
          : t`Needs a connection — scanning works without one.`}
      </p>
      <div className="flex gap-2">
        {/* `text-lg` comes after Input's `text-base` in the stylesheet, and Input's `sm:text-sm`
            still applies from sm up, as it did when `cn()` merged classes (decision 024). */}
        <Input
          id={inputId}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={onBlur}
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={TRADE_CODE_LENGTH + 4}
          placeholder={t`e.g. K7P2QX`}
          className="font-mono text-lg uppercase tracking-widest placeholder:font-sans placeholder:normal-case placeholder:tracking-normal"
          disabled={!isOnline}
        />
        <Button
          type="submit"
          size="lg"
          padding="custom"
          className="px-5"
          disabled={!isOnline || isOpening || !value.trim()}
        >
          {isOpening && <LoaderCircle aria-hidden className="animate-spin" />}
          <Trans>Open</Trans>
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {i18n._(problem)}
        </p>
      )}
    </form>
  );
}
