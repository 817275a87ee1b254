import { Trans, useLingui } from '@lingui/react/macro';
import { Redirect } from 'wouter';
import { PRODUCT_NAME } from '../../domain/product';
import { Card, CardContent } from '../components/ui/card';
import { PageSpinner } from '../components/ui/spinner';
import { useIsEnteringApp } from '../features/account/api';
import { AuthLayout } from '../features/account/components/auth-layout';
import { AuthTabs } from '../features/account/components/auth-tabs';
import { AuthWelcomePanel } from '../features/account/components/auth-welcome-panel';
import { useUser } from '../features/session/api';
import { useDocumentMeta } from '../lib/document-meta';
import { paths } from '../paths';

/** /auth: Login and Register tabs; someone already signed in goes home. */
export function AuthPage() {
  const { t } = useLingui();
  useDocumentMeta({
    title: t`Log in or sign up — ${PRODUCT_NAME}`,
    description: t`Log in to ${PRODUCT_NAME}, or create a free account to track, trade and share your sticker collection.`,
  });
  const { user, isLoading } = useUser();
  // After a login the browser is already loading /dashboard: don't race it with a redirect.
  const isEnteringApp = useIsEnteringApp();
  if (isLoading || isEnteringApp) return <PageSpinner />;
  if (user) return <Redirect to={paths.home} replace />;

  return (
    <AuthLayout wide>
      {/* The forms on the left, the welcome panel on the right: toasts appear at the bottom
          right from the small breakpoint up, and an error there must never cover the button that
          sent the form. */}
      <div className="grid items-start gap-8 lg:grid-cols-[28rem_1fr]">
        <div className="mx-auto grid w-full max-w-md gap-4">
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              <Trans>Welcome to {PRODUCT_NAME}</Trans>
            </h1>
            <p className="mt-1 text-sm text-muted-foreground">
              <Trans>Log in to your collections, or register for free in under a minute.</Trans>
            </p>
          </div>
          <Card>
            <CardContent className="pt-5 sm:pt-6">
              <AuthTabs />
            </CardContent>
          </Card>
        </div>
        <div className="hidden lg:block">
          <AuthWelcomePanel />
        </div>
      </div>
    </AuthLayout>
  );
}
