import type { ComponentProps } from 'react';
import { Label } from '../ui/label';
import { cn } from '../../lib/cn';
import { useFieldMessages, type LabelledFieldProps } from './text-field';

type TextAreaFieldProps = LabelledFieldProps &
  Omit<ComponentProps<'textarea'>, keyof LabelledFieldProps | 'onChange' | 'id'>;

/** A labelled multi-line input, the textarea twin of TextField (hint and error tied to it). */
export function TextAreaField({
  label,
  error,
  hint,
  onValueChange,
  className,
  rows = 3,
  ...props
}: TextAreaFieldProps) {
  const { id, describedBy, messages } = useFieldMessages(hint, error);

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
        className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm"
        {...props}
      />
      {messages}
    </div>
  );
}
