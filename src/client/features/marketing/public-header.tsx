import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../../components/layout/logo';
import { SkipLink } from '../../components/layout/skip-link';
import { Button } from '../../components/ui/button';
import { paths } from '../../paths';

export { MAIN_ID } from '../../components/layout/skip-link';

/**
 * The header of the public pages: a skip link for keyboard users, the logo, and the page's own
 * actions on the right (or below, when `children` wrap on a phone).
 */
export function PublicHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b bg-card">
      <SkipLink />
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-3 px-4">
        <Logo href={paths.home} />
        {children}
      </div>
    </header>
  );
}

/** The 'Back to Home' button on the explainer, blog and legal pages. */
export function BackHomeButton() {
  return (
    <Button variant="outline" asChild>
      <Link href={paths.home}>
        <ArrowLeft aria-hidden />
        <Trans>Back to Home</Trans>
      </Link>
    </Button>
  );
}
