import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/layout/page-frame';
import { MAIN_ID, SkipLink } from '../../../components/layout/skip-link';
import { useFocusNotObscured } from '../../../components/layout/use-focus-not-obscured';
import { OfflineBanner, useOfflineSync } from '../../offline/public';
import { useAccountLocale } from '../use-account-locale';
import { AppHeader } from './app-header';

/**
 * The signed-in header (after a skip link past it), the page, and the footer, in the account's
 * language.
 */
export function SignedInFrame({ children }: { children: ReactNode }) {
  useAccountLocale();
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
