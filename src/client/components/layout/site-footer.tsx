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

/** The shared footer: links to /how-it-works and /blog (plus the legal pages) and © 2024. */
export function SiteFooter() {
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
        <p>© 2024 {PRODUCT_NAME}. Made for collectors, by collectors.</p>
      </div>
    </footer>
  );
}
