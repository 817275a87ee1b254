import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { paths } from '../../paths';
import { PublicHeader } from './public-header';
import { registerHref } from './register-href';

const navLinkClass =
  'inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground';

/**
 * The landing header: a Features anchor, How It Works, Blog, and Login / Sign Up. On a phone
 * the page links drop to a second row so every target stays at least 40 px.
 */
export function LandingHeader() {
  return (
    <PublicHeader>
      <nav
        aria-label="Main"
        className="order-last -mx-2 flex w-full gap-1 border-t py-1 md:order-none md:mx-0 md:w-auto md:border-t-0 md:py-0"
      >
        <a href="#features" className={navLinkClass}>
          Features
        </a>
        <Link href={paths.howItWorks} className={navLinkClass}>
          How It Works
        </Link>
        <Link href={paths.blog} className={navLinkClass}>
          Blog
        </Link>
      </nav>
      <div className="flex items-center gap-2 py-3">
        <Button variant="ghost" asChild>
          <Link href={paths.auth}>Login</Link>
        </Button>
        <Button asChild>
          <Link href={registerHref}>Sign Up</Link>
        </Button>
      </div>
    </PublicHeader>
  );
}
