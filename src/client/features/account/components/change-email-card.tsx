import { Mail } from 'lucide-react';
import { useState } from 'react';
import { changeEmailSchema } from '../../../../domain/account/settings';
import type { PublicUser } from '../../../../domain/account/user';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { toast, toastError } from '../../../components/ui/toast-store';
import { errorCode } from '../../../lib/api-client';
import { useChangeEmail } from '../settings-api';
import { currentPasswordFieldOf } from '../settings-forms';
import { SettingsCard } from './settings-card';

/** A wrong password shows under the password; an address another account uses (CONFLICT), under it. */
function fieldOfError(error: unknown) {
  return errorCode(error) === 'CONFLICT' ? ('email' as const) : currentPasswordFieldOf(error);
}

function ChangeEmailForm({ onChanged }: { onChanged: () => void }) {
  const changeEmail = useChangeEmail();
  const form = useSchemaForm(
    changeEmailSchema,
    { email: '', currentPassword: '' },
    { fieldOfError },
  );

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
      onError: (error) =>
        form.showServerError(error, () => toastError(error, 'Failed to change email')),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        {...form.textField('email')}
        type="email"
        label="New email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...form.textField('currentPassword')}
        type="password"
        label="Current password"
        autoComplete="current-password"
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
