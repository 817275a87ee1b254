import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { appHref, paths } from '../../paths';
import { PublicHeader } from './public-header';
import { registerHref } from './register-href';

const navLinkClass =
  'inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground';

/**
 * The landing header: a Features anchor, How It Works, Blog, and Login / Sign Up. On a phone
 * the page links drop to a second row so every target stays at least 40 px.
 */
export function LandingHeader() {
  const { t } = useLingui();
  return (
    <PublicHeader>
      <nav
        aria-label={t`Main`}
        className="order-last -mx-2 flex w-full gap-1 border-t py-1 md:order-none md:mx-0 md:w-auto md:border-t-0 md:py-0"
      >
        <a href="#features" className={navLinkClass}>
          <Trans>Features</Trans>
        </a>
        <Link href={paths.howItWorks} className={navLinkClass}>
          <Trans>How It Works</Trans>
        </Link>
        <Link href={paths.blog} className={navLinkClass}>
          <Trans>Blog</Trans>
        </Link>
      </nav>
      <div className="flex items-center gap-2 py-3">
        <Button variant="ghost" asChild>
          <Link href={appHref(paths.auth)}>
            <Trans>Login</Trans>
          </Link>
        </Button>
        <Button asChild>
          <Link href={registerHref}>
            <Trans>Sign Up</Trans>
          </Link>
        </Button>
      </div>
    </PublicHeader>
  );
}
