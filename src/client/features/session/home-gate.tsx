import type { ReactNode } from 'react';
import { PageSpinner } from '../../components/ui/spinner';
import { useUser } from './api';

/** `/`: a spinner while the session resolves, then `signedIn` or `signedOut`. */
export function HomeGate({ signedIn, signedOut }: { signedIn: ReactNode; signedOut: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  return <>{user ? signedIn : signedOut}</>;
}
