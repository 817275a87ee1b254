import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../domain/product';
import { paths } from '../../paths';

const links = [
  { href: paths.howItWorks, label: 'How It Works' },
  { href: paths.blog, label: 'Blog' },
  { href: paths.terms, label: 'Terms' },
  { href: paths.privacy, label: 'Privacy' },
  { href: paths.contact, label: 'Contact' },
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
  return (
    <footer className="mt-auto border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          {links.map((link) => (
            <Link key={link.href} href={link.href} className="py-2 hover:text-foreground">
              {link.label}
            </Link>
          ))}
        </nav>
        <p>
          {year === null ? '©' : `© ${year}`} {PRODUCT_NAME}. Made for collectors, by collectors.
        </p>
      </div>
    </footer>
  );
}
