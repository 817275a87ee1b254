import { Trans, useLingui } from '@lingui/react/macro';
import { forgotPasswordSchema } from '../../../../domain/account/schemas';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';

/** Forgot password: one email field and 'Send Reset Link'. */
export function ForgotPasswordForm({
  isBusy,
  onSubmit,
}: {
  isBusy: boolean;
  onSubmit: (email: string) => void;
}) {
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const { t } = useLingui();
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ email }) => onSubmit(email))}
      className="grid gap-5"
    >
      <TextField
        {...form.textField('email')}
        type="email"
        label={t`Email`}
        autoComplete="email"
        inputMode="email"
      />
      <SubmitButton isBusy={isBusy} busyLabel={t`Sending...`}>
        <Trans>Send Reset Link</Trans>
      </SubmitButton>
    </form>
  );
}
