import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { changeEmailSchema } from '../../../../domain/account/settings';
import type { PublicUser } from '../../../../domain/account/user';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { toast, toastError } from '../../../components/ui/toast-store';
import { errorCode } from '../../../lib/api-client';
import { useChangeEmail } from '../api';
import { currentPasswordFieldOf } from '../settings-forms';
import { SettingsCard } from './settings-card';

/** A wrong password shows under the password; an address another account uses (CONFLICT), under it. */
function fieldOfError(error: unknown) {
  return errorCode(error) === 'CONFLICT' ? ('email' as const) : currentPasswordFieldOf(error);
}

function ChangeEmailForm({ onChanged }: { onChanged: () => void }) {
  const changeEmail = useChangeEmail();
  const { t } = useLingui();
  const form = useSchemaForm(
    changeEmailSchema,
    { email: '', currentPassword: '' },
    { fieldOfError },
  );

  const submit = form.handleSubmit((input) =>
    changeEmail.mutate(input, {
      onSuccess: (user) => {
        toast({
          title: t`Email updated`,
          description: t`We’ll use ${user.email} from now on.`,
          variant: 'success',
        });
        onChanged();
      },
      onError: (error) =>
        form.showServerError(error, () => toastError(error, t`Failed to change email`)),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        {...form.textField('email')}
        type="email"
        label={t`New email`}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...form.textField('currentPassword')}
        type="password"
        label={t`Current password`}
        autoComplete="current-password"
      />
      <SubmitButton isBusy={changeEmail.isPending} busyLabel={t`Changing email...`}>
        <Trans>Change email</Trans>
      </SubmitButton>
    </form>
  );
}

/** Change the email address (password reset links go there), confirmed with the password. */
export function ChangeEmailCard({ user }: { user: PublicUser }) {
  const [formKey, setFormKey] = useState(0);
  const { t } = useLingui();
  return (
    <SettingsCard
      icon={Mail}
      title={t`Change email`}
      description={
        user.email ? (
          <Trans>
            Password reset links go to{' '}
            <span className="font-medium text-foreground">{user.email}</span>.
          </Trans>
        ) : (
          t`Add an email so you can reset your password if you forget it.`
        )
      }
    >
      <ChangeEmailForm key={formKey} onChanged={() => setFormKey((key) => key + 1)} />
    </SettingsCard>
  );
}
