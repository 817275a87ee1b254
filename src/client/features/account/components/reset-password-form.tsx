import { Trans, useLingui } from '@lingui/react/macro';
import { resetPasswordFormSchema } from '../../../../domain/account/schemas';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { NewPasswordFields } from './new-password-fields';

/** A new password of at least 6 characters, and a confirmation that matches it. */
export function ResetPasswordForm({
  isBusy,
  onSubmit,
}: {
  isBusy: boolean;
  onSubmit: (password: string) => void;
}) {
  const form = useSchemaForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });
  const { t } = useLingui();
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ password }) => onSubmit(password))}
      className="grid gap-5"
    >
      <NewPasswordFields
        password={form.textField('password')}
        confirm={form.textField('confirmPassword')}
        confirmLabel={t`Confirm password`}
      />
      <SubmitButton isBusy={isBusy} busyLabel={t`Saving...`}>
        <Trans>Reset Password</Trans>
      </SubmitButton>
    </form>
  );
}
