import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { toast, toastError } from '../../../components/ui/toast-store';
import { useChangePassword } from '../api';
import { changePasswordFormSchema, currentPasswordFieldOf } from '../settings-forms';
import { NewPasswordFields } from './new-password-fields';
import { SettingsCard } from './settings-card';

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const changePassword = useChangePassword();
  const { t } = useLingui();
  const form = useSchemaForm(
    changePasswordFormSchema,
    { currentPassword: '', newPassword: '', confirmPassword: '', signOutOtherSessions: true },
    { fieldOfError: currentPasswordFieldOf },
  );

  const submit = form.handleSubmit(({ confirmPassword: _confirm, ...input }) =>
    changePassword.mutate(input, {
      onSuccess: ({ message }) => {
        toast({
          title: t`Password changed`,
          description: input.signOutOtherSessions
            ? t`${message} Your other devices have been signed out.`
            : message,
          variant: 'success',
        });
        onChanged();
      },
      onError: (error) =>
        form.showServerError(error, () => toastError(error, t`Failed to change password`)),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        {...form.textField('currentPassword')}
        type="password"
        label={t`Current password`}
        autoComplete="current-password"
      />
      <NewPasswordFields
        password={form.textField('newPassword')}
        confirm={form.textField('confirmPassword')}
        confirmLabel={t`Confirm new password`}
      />
      <CheckboxField {...form.checkboxField('signOutOtherSessions')}>
        <Trans>Sign out my other devices</Trans>
      </CheckboxField>
      <SubmitButton isBusy={changePassword.isPending} busyLabel={t`Changing password...`}>
        <Trans>Change password</Trans>
      </SubmitButton>
    </form>
  );
}

/** Change the password, knowing the current one; other devices are signed out by default. */
export function ChangePasswordCard() {
  // A new form after each change, so no password lingers in the fields.
  const [formKey, setFormKey] = useState(0);
  const { t } = useLingui();
  return (
    <SettingsCard
      icon={KeyRound}
      title={t`Change password`}
      description={t`Choose a new password. You stay signed in on this device.`}
    >
      <ChangePasswordForm key={formKey} onChanged={() => setFormKey((key) => key + 1)} />
    </SettingsCard>
  );
}
