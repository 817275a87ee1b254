import { Check } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { useId, type ReactNode } from 'react';

interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
}

/** A Radix checkbox whose whole row (box and words) is the touch target, at least 40 px tall. */
export function CheckboxField({ name, checked, onCheckedChange, children }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex min-h-10 items-center gap-3">
      <Checkbox.Root
        id={id}
        name={name}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        className="flex size-5 shrink-0 items-center justify-center rounded-md border-2 border-input bg-card data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground"
      >
        <Checkbox.Indicator>
          <Check className="size-3.5" strokeWidth={3} aria-hidden />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className="flex min-h-10 flex-1 cursor-pointer items-center text-sm">
        {children}
      </label>
    </div>
  );
}
