import { useId } from 'react';
import { z } from 'zod';
import { pendingPartnerSchema } from '../../../domain/sticker/sticker';
import { useSchemaForm } from '../../components/form/use-schema-form';

const partnerFormSchema = z.object({ partner: pendingPartnerSchema });

/**
 * The trader-name form of a pending trade (one sticker's, or several at once), held by
 * `useSchemaForm` with the shared schema ('Please enter a trader name' when blank after
 * trimming). `onSubmit` calls `onPartner` with the trimmed name; the input and its error are laid
 * out by each form (beside its button, or in a dialog).
 */
export function usePartnerForm(onPartner: (partner: string) => void) {
  const inputId = useId();
  const errorId = useId();
  const form = useSchemaForm(partnerFormSchema, { partner: '' });
  const { name, value, onValueChange, onBlur, error } = form.textField('partner');

  return {
    onSubmit: form.handleSubmit(({ partner }) => onPartner(partner)),
    error,
    errorId,
    inputProps: {
      id: inputId,
      name,
      value,
      onBlur,
      autoComplete: 'off',
      onChange: (event: { target: { value: string } }) => onValueChange(event.target.value),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  };
}
