import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/layout/page-frame';
import { AppHeader } from './app-header';

/** spec §2: the signed-in header, the page, and the footer. */
export function SignedInFrame({ children }: { children: ReactNode }) {
  return <PageFrame header={<AppHeader />}>{children}</PageFrame>;
}
