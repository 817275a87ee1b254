import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../domain/product';
import { paths } from '../../paths';

const links = [
  { href: paths.howItWorks, label: msg`How It Works` },
  { href: paths.blog, label: msg`Blog` },
  { href: paths.terms, label: msg`Terms` },
  { href: paths.privacy, label: msg`Privacy` },
  { href: paths.contact, label: msg`Contact` },
];

const noChanges = () => () => undefined;
const thisYear = () => new Date().getFullYear();
const noYearYet = () => null;

/**
 * The year the page is read in. Public pages are prerendered at build time (decision 004) and may
 * be served in a later year, so the prerendered HTML carries no year at all (never a wrong one),
 * and hydration renders that same no-year first (React's server snapshot), so it cannot
 * mismatch; React then renders again at once with this browser's year. A page the app renders
 * itself (not hydrated) has the year from its first paint.
 */
function useYear() {
  return useSyncExternalStore(noChanges, thisYear, noYearYet);
}

/** The shared footer: links to /how-it-works and /blog (plus the legal pages) and © this year. */
export function SiteFooter() {
  const year = useYear();
  const { _ } = useLingui();
  return (
    <footer className="mt-auto border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={_(msg`Footer`)} className="flex flex-wrap gap-x-5 gap-y-2">
          {links.map((link) => (
            <Link key={link.href} href={link.href} className="py-2 hover:text-foreground">
              {_(link.label)}
            </Link>
          ))}
        </nav>
        <p>
          {year === null ? '©' : `© ${year}`} {PRODUCT_NAME}.{' '}
          <Trans>Made for collectors, by collectors.</Trans>
        </p>
      </div>
    </footer>
  );
}
