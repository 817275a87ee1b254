import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../settings-api';
import { changePasswordFormSchema, isWrongPasswordError } from '../settings-forms';
import { useSchemaForm } from '../use-schema-form';
import { CheckboxField } from './checkbox-field';
import { SettingsCard } from './settings-card';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const changePassword = useChangePassword();
  const [currentPasswordError, setCurrentPasswordError] = useState<string>();
  const form = useSchemaForm(changePasswordFormSchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
    signOutOtherSessions: true,
  });

  const submit = form.handleSubmit(({ confirmPassword: _confirm, ...input }) =>
    changePassword.mutate(input, {
      onSuccess: ({ message }) => {
        toast({
          title: 'Password changed',
          description: input.signOutOtherSessions
            ? `${message} Your other devices have been signed out.`
            : message,
          variant: 'success',
        });
        onChanged();
      },
      onError: (error) => {
        if (isWrongPasswordError(error)) setCurrentPasswordError(errorMessage(error));
        else
          toast({
            title: 'Failed to change password',
            description: errorMessage(error),
            variant: 'destructive',
          });
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        name="currentPassword"
        type="password"
        label="Current password"
        autoComplete="current-password"
        value={form.values.currentPassword ?? ''}
        onValueChange={(value) => {
          setCurrentPasswordError(undefined);
          form.setValue('currentPassword', value);
        }}
        error={form.errors.currentPassword ?? currentPasswordError}
      />
      <TextField
        {...form.textField('newPassword')}
        type="password"
        label="New password"
        autoComplete="new-password"
        hint="At least 6 characters."
      />
      <TextField
        {...form.textField('confirmPassword')}
        type="password"
        label="Confirm new password"
        autoComplete="new-password"
      />
      <CheckboxField
        name="signOutOtherSessions"
        checked={form.values.signOutOtherSessions ?? true}
        onCheckedChange={(checked) => form.setValue('signOutOtherSessions', checked)}
      >
        Sign out my other devices
      </CheckboxField>
      <SubmitButton isBusy={changePassword.isPending} busyLabel="Changing password...">
        Change password
      </SubmitButton>
    </form>
  );
}

/** Change the password, knowing the current one; other devices are signed out by default. */
export function ChangePasswordCard() {
  // A new form after each change, so no password lingers in the fields.
  const [formKey, setFormKey] = useState(0);
  return (
    <SettingsCard
      icon={KeyRound}
      title="Change password"
      description="Choose a new password. You stay signed in on this device."
    >
      <ChangePasswordForm key={formKey} onChanged={() => setFormKey((key) => key + 1)} />
    </SettingsCard>
  );
}
