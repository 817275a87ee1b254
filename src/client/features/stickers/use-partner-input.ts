import { useId, useState } from 'react';
import { pendingPartnerSchema } from '../../../domain/sticker/sticker';

/**
 * A trader-name field checked with the shared schema ('Please enter a trader name' when
 * blank after trimming). `read()` answers the trimmed name, or null after showing the error.
 */
export function usePartnerInput() {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const read = (): string | null => {
    const parsed = pendingPartnerSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    setError(parsed.error.issues[0]?.message ?? 'Please enter a trader name');
    return null;
  };

  return {
    read,
    error,
    errorId,
    inputProps: {
      id: inputId,
      value,
      autoComplete: 'off',
      onChange: (event: { target: { value: string } }) => {
        setValue(event.target.value);
        setError(null);
      },
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  };
}
