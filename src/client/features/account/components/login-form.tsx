import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { loginSchema } from '../../../../domain/account/schemas';
import { paths } from '../../../paths';
import { useLogin } from '../api';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';

/** Sign in: username or email, password, remember me (30 days), forgotten password link. */
export function LoginForm() {
  const login = useLogin();
  const form = useSchemaForm(loginSchema, { username: '', password: '', rememberMe: false });
  const isBusy = login.isPending || login.isSuccess;
  const { t } = useLingui();

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((input) => login.mutate(input))}
      className="grid gap-5"
    >
      <TextField
        {...form.textField('username')}
        label={t`Username or email`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <div className="grid gap-1">
        <TextField
          {...form.textField('password')}
          type="password"
          label={t`Password`}
          autoComplete="current-password"
        />
        <Link
          href={paths.forgotPassword}
          className="inline-flex min-h-10 items-center self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Trans>Forgot your password?</Trans>
        </Link>
      </div>
      <CheckboxField {...form.checkboxField('rememberMe')}>
        <Trans>Keep me logged in for 30 days</Trans>
      </CheckboxField>
      <SubmitButton isBusy={isBusy} busyLabel={t`Logging in...`}>
        <Trans>Log in</Trans>
      </SubmitButton>
    </form>
  );
}
