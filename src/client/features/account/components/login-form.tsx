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

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((input) => login.mutate(input))}
      className="grid gap-5"
    >
      <TextField
        {...form.textField('username')}
        label="Username or email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <div className="grid gap-1">
        <TextField
          {...form.textField('password')}
          type="password"
          label="Password"
          autoComplete="current-password"
        />
        <Link
          href={paths.forgotPassword}
          className="inline-flex min-h-10 items-center self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </div>
      <CheckboxField {...form.checkboxField('rememberMe')}>
        Keep me logged in for 30 days
      </CheckboxField>
      <SubmitButton isBusy={isBusy} busyLabel="Logging in...">
        Log in
      </SubmitButton>
    </form>
  );
}
