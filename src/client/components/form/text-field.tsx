import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { cn } from '../../lib/cn';

/** What TextField and TextAreaField both take on top of their element's own props. */
export interface LabelledFieldProps {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The first validation message for this field, shown under it. */
  error?: string;
  /** A standing hint under the field, e.g. the password rule. */
  hint?: string;
}

type TextFieldProps = LabelledFieldProps &
  Omit<ComponentProps<'input'>, keyof LabelledFieldProps | 'onChange' | 'id'> & {
    /** Classes for the input itself (`className` is the whole field's), e.g. a narrow number. */
    inputClassName?: string;
  };

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({
  label,
  error,
  hint,
  onValueChange,
  type = 'text',
  className,
  inputClassName,
  ...props
}: TextFieldProps) {
  const { id, describedBy, messages } = useFieldMessages(hint, error);
  const [isRevealed, setIsRevealed] = useState(false);
  const isPassword = type === 'password';

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          type={isPassword && isRevealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(isPassword && 'pr-12', inputClassName)}
          {...props}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setIsRevealed((shown) => !shown)}
            aria-label={isRevealed ? 'Hide password' : 'Show password'}
            aria-pressed={isRevealed}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground"
          >
            {isRevealed ? <EyeOff className="size-5" /> : <Eye className="size-5" />}
          </button>
        )}
      </div>
      {messages}
    </div>
  );
}

/**
 * A field's id, its hint (while there is no error) and its error under it, both tied to the
 * field for screen readers with `aria-describedby`.
 */
export function useFieldMessages(
  hint: string | undefined,
  error: string | undefined,
): { id: string; describedBy: string | undefined; messages: ReactNode } {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const messages = (
    <>
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </>
  );
  return { id, describedBy, messages };
}
