import { FORGOT_PASSWORD_MESSAGE } from '../../domain/account/schemas';
import { PRODUCT_NAME } from '../../domain/product';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { useForgotPassword } from '../features/account/api';
import { AuthLayout } from '../features/account/components/auth-layout';
import { BackToLoginLink } from '../features/account/components/back-to-login-link';
import { ForgotPasswordForm } from '../features/account/components/forgot-password-form';
import { ResetEmailSent } from '../features/account/components/reset-email-sent';
import { useDocumentMeta } from '../lib/document-meta';

const meta = {
  title: `Forgot your password? — ${PRODUCT_NAME}`,
  description: `Get a link to reset your ${PRODUCT_NAME} password.`,
};

/** Forgot password: email, 'Send Reset Link', a success panel, back to login. */
export function ForgotPasswordPage() {
  useDocumentMeta(meta);
  const forgotPassword = useForgotPassword();

  return (
    <AuthLayout>
      <Card>
        {forgotPassword.isSuccess ? (
          <CardContent className="pt-6 sm:pt-8">
            <ResetEmailSent
              email={forgotPassword.variables.email}
              message={forgotPassword.data.message || FORGOT_PASSWORD_MESSAGE}
              onSendAgain={() => forgotPassword.reset()}
            />
          </CardContent>
        ) : (
          <>
            <CardHeader>
              <h1 className="text-2xl font-bold leading-tight">Forgot your password?</h1>
              <CardDescription>
                Enter the email on your account and we will send you a link to choose a new one.
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
