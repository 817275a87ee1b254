import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/layout/page-frame';
import { MAIN_ID, SkipLink } from '../../../components/layout/skip-link';
import { useFocusNotObscured } from '../../../components/layout/use-focus-not-obscured';
import { OfflineBanner, useOfflineSync } from '../../offline/public';
import { AppHeader } from './app-header';

/** The signed-in header (after a skip link past it), the page, and the footer. */
export function SignedInFrame({ children }: { children: ReactNode }) {
  useFocusNotObscured();
  useOfflineSync();
  return (
    <PageFrame
      header={
        <>
          <SkipLink />
          <AppHeader />
          <OfflineBanner />
        </>
      }
    >
      <div id={MAIN_ID} tabIndex={-1} className="outline-none">
        {children}
      </div>
    </PageFrame>
  );
}
