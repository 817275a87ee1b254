import { Mail } from 'lucide-react';
import { useState } from 'react';
import { changeEmailSchema } from '../../../../domain/account/settings';
import type { PublicUser } from '../../../../domain/account/user';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { useChangeEmail } from '../settings-api';
import { isWrongPasswordError } from '../settings-forms';
import { useSchemaForm } from '../use-schema-form';
import { SettingsCard } from './settings-card';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

type ServerErrors = { email?: string; currentPassword?: string };

function ChangeEmailForm({ onChanged }: { onChanged: () => void }) {
  const changeEmail = useChangeEmail();
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const form = useSchemaForm(changeEmailSchema, { email: '', currentPassword: '' });

  const submit = form.handleSubmit((input) =>
    changeEmail.mutate(input, {
      onSuccess: (user) => {
        toast({
          title: 'Email updated',
          description: `We’ll use ${user.email} from now on.`,
          variant: 'success',
        });
        onChanged();
      },
      onError: (error) => {
        const message = errorMessage(error);
        if (isWrongPasswordError(error)) setServerErrors({ currentPassword: message });
        // 409: another account already uses the address.
        else if (errorStatus(error) === 409) setServerErrors({ email: message });
        else
          toast({ title: 'Failed to change email', description: message, variant: 'destructive' });
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        name="email"
        type="email"
        label="New email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={form.values.email ?? ''}
        onValueChange={(value) => {
          setServerErrors(({ email: _email, ...rest }) => rest);
          form.setValue('email', value);
        }}
        error={form.errors.email ?? serverErrors.email}
      />
      <TextField
        name="currentPassword"
        type="password"
        label="Current password"
        autoComplete="current-password"
        value={form.values.currentPassword ?? ''}
        onValueChange={(value) => {
          setServerErrors(({ currentPassword: _password, ...rest }) => rest);
          form.setValue('currentPassword', value);
        }}
        error={form.errors.currentPassword ?? serverErrors.currentPassword}
      />
      <SubmitButton isBusy={changeEmail.isPending} busyLabel="Changing email...">
        Change email
      </SubmitButton>
    </form>
  );
}

/** Change the email address (password reset links go there), confirmed with the password. */
export function ChangeEmailCard({ user }: { user: PublicUser }) {
  const [formKey, setFormKey] = useState(0);
  return (
    <SettingsCard
      icon={Mail}
      title="Change email"
      description={
        user.email ? (
          <>
            Password reset links go to{' '}
            <span className="font-medium text-foreground">{user.email}</span>.
          </>
        ) : (
          'Add an email so you can reset your password if you forget it.'
        )
      }
    >
      <ChangeEmailForm key={formKey} onChanged={() => setFormKey((key) => key + 1)} />
    </SettingsCard>
  );
}
