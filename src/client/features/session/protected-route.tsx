import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../paths';
import { useUser } from './api';
import { rememberReturnPath } from './return-path';

/**
 * A spinner while the session loads, then /auth when there is no user. With `returnHere`, the
 * page is remembered and opened again after signing in (a circle's invite link, decision 020).
 */
export function ProtectedRoute({
  children,
  returnHere = false,
}: {
  children: ReactNode;
  returnHere?: boolean;
}) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  if (!user) {
    if (returnHere) rememberReturnPath(window.location.pathname);
    return <Redirect to={paths.auth} replace />;
  }
  return <>{children}</>;
}
