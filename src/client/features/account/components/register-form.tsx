import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_NAME } from '../../../../domain/product';
import { registerSchema } from '../../../../domain/account/schemas';
import { useRegister } from '../api';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';

/** Register: username, email, password, optional first name, newsletter opt-in. */
export function RegisterForm() {
  const register = useRegister();
  const form = useSchemaForm(registerSchema, {
    username: '',
    email: '',
    password: '',
    firstName: '',
    subscribeToNewsletter: false,
  });
  const isBusy = register.isPending || register.isSuccess;
  const { t } = useLingui();

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((input) => register.mutate(input))}
      className="grid gap-5"
    >
      <TextField
        {...form.textField('username')}
        label={t`Username`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t`3 to 30 letters, numbers, dots, dashes or underscores. Other collectors see this.`}
      />
      <TextField
        {...form.textField('email')}
        type="email"
        label={t`Email`}
        autoComplete="email"
        inputMode="email"
        hint={t`Only used to reset your password, never shown to anyone.`}
      />
      <TextField
        {...form.textField('password')}
        type="password"
        label={t`Password`}
        autoComplete="new-password"
        hint={t`At least 6 characters.`}
      />
      <TextField
        {...form.textField('firstName')}
        label={t`First name (optional)`}
        autoComplete="given-name"
      />
      <CheckboxField {...form.checkboxField('subscribeToNewsletter')}>
        <Trans>Email me swap tips and {PRODUCT_NAME} news (you can unsubscribe at any time)</Trans>
      </CheckboxField>
      <SubmitButton isBusy={isBusy} busyLabel={t`Creating account...`}>
        <Trans>Create account</Trans>
      </SubmitButton>
    </form>
  );
}
