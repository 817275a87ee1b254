import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'wouter';
import { resetPasswordSchema } from '../../domain/account/schemas';
import { PRODUCT_NAME } from '../../domain/product';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { useResetLinkStatus, useResetPassword } from '../features/account/api';
import { AuthLayout } from '../features/account/components/auth-layout';
import { BackToLoginLink } from '../features/account/components/back-to-login-link';
import { InvalidResetLink } from '../features/account/components/invalid-reset-link';
import { PasswordResetDone } from '../features/account/components/password-reset-done';
import { ResetPasswordForm } from '../features/account/components/reset-password-form';
import { useDocumentMeta } from '../lib/document-meta';
import { paths } from '../paths';

/** The token is the last path segment; the same rule as the server decides if it is usable. */
function useResetToken(): string | null {
  const { token } = useParams<{ token?: string }>();
  const parsed = resetPasswordSchema.shape.token.safeParse(token?.trim());
  return parsed.success ? parsed.data : null;
}

function ResetPasswordBody({ token }: { token: string | null }) {
  const resetPassword = useResetPassword();
  const linkStatus = useResetLinkStatus(token);
  const { t } = useLingui();
  if (!token) {
    return (
      <CardContent className="pt-6 sm:pt-8">
        <InvalidResetLink />
      </CardContent>
    );
  }
  if (resetPassword.isSuccess) {
    return (
      <CardContent className="pt-6 sm:pt-8">
        <PasswordResetDone />
      </CardContent>
    );
  }
  if (linkStatus.isPending) {
    return (
      <CardContent className="flex min-h-56 items-center justify-center pt-6 text-muted-foreground sm:pt-8">
        <Spinner label={t`Checking your reset link...`} />
      </CardContent>
    );
  }
  // A used or expired link says so before any typing (docs/product.md "Screens"). If the check
  // itself failed (no signal, too many tries) the form shows, and the reset answers for the link.
  if (linkStatus.data?.valid === false) {
    return (
      <CardContent className="pt-6 sm:pt-8">
        <InvalidResetLink reason="spent" />
      </CardContent>
    );
  }
  return (
    <>
      <CardHeader>
        <h1 className="text-2xl font-bold leading-tight">
          <Trans>Choose a new password</Trans>
        </h1>
        <CardDescription>
          <Trans>Pick something you have not used before. You will log in with it next.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ResetPasswordForm
          isBusy={resetPassword.isPending}
          onSubmit={(password) => resetPassword.mutate({ token, password })}
        />
        {resetPassword.isError && (
          <p className="mt-4 text-center text-sm text-muted-foreground">
            <Trans>
              Link expired or already used?{' '}
              <Link href={paths.forgotPassword} className="font-medium text-primary underline">
                Request a new one
              </Link>
            </Trans>
          </p>
        )}
      </CardContent>
    </>
  );
}

/** Reset password: new and confirm password, then back to /auth after 3 seconds. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  useDocumentMeta({
    title: t`Choose a new password — ${PRODUCT_NAME}`,
    description: t`Set a new password for your ${PRODUCT_NAME} account.`,
  });
  const token = useResetToken();
  return (
    <AuthLayout>
      <Card>
        <ResetPasswordBody token={token} />
        <CardContent className="pt-0 sm:pt-0">
          <BackToLoginLink />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
