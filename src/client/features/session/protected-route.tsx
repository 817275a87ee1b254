import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../paths';
import { useUser } from './api';

/** A spinner while the session loads, then /auth when there is no user. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to={paths.auth} replace />;
  return <>{children}</>;
}
