import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/form/text-field';
import type { TextFieldBinding } from '../../../components/form/use-schema-form';

/**
 * A new password of at least 6 characters and its confirmation, as a reset and a change ask for
 * them; `confirmLabel` names the second field.
 */
export function NewPasswordFields({
  password,
  confirm,
  confirmLabel,
}: {
  password: TextFieldBinding;
  confirm: TextFieldBinding;
  confirmLabel: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        {...password}
        type="password"
        label={t`New password`}
        autoComplete="new-password"
        hint={t`At least 6 characters.`}
      />
      <TextField {...confirm} type="password" label={confirmLabel} autoComplete="new-password" />
    </>
  );
}
