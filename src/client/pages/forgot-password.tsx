import { Trans, useLingui } from '@lingui/react/macro';
import { FORGOT_PASSWORD_MESSAGE } from '../../domain/account/schemas';
import { PRODUCT_NAME } from '../../domain/product';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { useForgotPassword } from '../features/account/api';
import { AuthLayout } from '../features/account/components/auth-layout';
import { BackToLoginLink } from '../features/account/components/back-to-login-link';
import { ForgotPasswordForm } from '../features/account/components/forgot-password-form';
import { ResetEmailSent } from '../features/account/components/reset-email-sent';
import { useDocumentMeta } from '../lib/document-meta';

/** Forgot password: email, 'Send Reset Link', a success panel, back to login. */
export function ForgotPasswordPage() {
  const { t, i18n } = useLingui();
  useDocumentMeta({
    title: t`Forgot your password? — ${PRODUCT_NAME}`,
    description: t`Get a link to reset your ${PRODUCT_NAME} password.`,
  });
  const forgotPassword = useForgotPassword();

  return (
    <AuthLayout>
      <Card>
        {forgotPassword.isSuccess ? (
          <CardContent className="pt-6 sm:pt-8">
            <ResetEmailSent
              email={forgotPassword.variables.email}
              message={forgotPassword.data.message || i18n._(FORGOT_PASSWORD_MESSAGE)}
              onSendAgain={() => forgotPassword.reset()}
            />
          </CardContent>
        ) : (
          <>
            <CardHeader>
              <h1 className="text-2xl font-bold leading-tight">
                <Trans>Forgot your password?</Trans>
              </h1>
              <CardDescription>
                <Trans>
                  Enter the email on your account and we will send you a link to choose a new one.
                </Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ForgotPasswordForm
                isBusy={forgotPassword.isPending}
                onSubmit={(email) => forgotPassword.mutate({ email })}
              />
            </CardContent>
          </>
        )}
        <CardContent className="pt-0 sm:pt-0">
          <BackToLoginLink />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
