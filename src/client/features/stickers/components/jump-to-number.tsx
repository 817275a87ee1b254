import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface JumpToNumberProps {
  /** Brings the sticker into view; answers the message to show when it cannot. */
  onJump: (number: string) => string | null;
  /** Album numbers are all digits: offer the number keypad. */
  isNumeric: boolean;
}

/** The jump-to-number box with a Go button; a clear message for a number not in the album. */
export function JumpToNumber({ onJump, isNumeric }: JumpToNumberProps) {
  const { t } = useLingui();
  const inputId = useId();
  const messageId = useId();
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(onJump(value));
  };

  return (
    <form onSubmit={submit} className="grid gap-1" role="search" aria-label={t`Jump to a sticker`}>
      <Label htmlFor={inputId} className="sr-only">
        <Trans>Jump to number</Trans>
      </Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setMessage(null);
          }}
          inputMode={isNumeric ? 'numeric' : 'text'}
          enterKeyHint="go"
          autoComplete="off"
          placeholder={t`Jump to number`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          isCompact
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary">
          <Trans>Go</Trans>
        </Button>
      </div>
      {message && (
        <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      )}
    </form>
  );
}
