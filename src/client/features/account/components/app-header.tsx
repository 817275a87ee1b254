import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Logo } from '../../../components/layout/logo';
import { onDemandControl } from '../../../lib/on-demand';
import { paths } from '../../../paths';
import { NotificationBell } from '../../notifications/public';
import { OutboxStatus } from '../../offline/public';
import { useUser } from '../../session/api';
import { UserMenuButton } from './user-menu-button';

// The menu's code loads when the pointer or focus reaches its button (docs/decisions/024).
const UserMenu = onDemandControl(async () => (await import('./user-menu')).UserMenu);

/**
 * The signed-in header: logo, Blog and How It Works (Help on small screens), the notifications
 * bell, user menu.
 */
export function AppHeader() {
  const { user } = useUser();
  const { t } = useLingui();
  return (
    <header
      data-obscures="top"
      className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Logo href={paths.home} isMarkOnlyOnPhones />
        <nav aria-label={t`Main`} className="flex items-center gap-1 text-sm font-medium">
          <Link
            href={paths.blog}
            className="hidden min-h-10 items-center rounded-md px-3 hover:bg-muted sm:inline-flex"
          >
            <Trans>Blog</Trans>
          </Link>
          <Link
            href={paths.howItWorks}
            className="inline-flex min-h-10 items-center rounded-md px-3 hover:bg-muted"
          >
            <span className="hidden sm:inline">
              <Trans>How It Works</Trans>
            </span>
            <span className="sm:hidden">
              <Trans>Help</Trans>
            </span>
          </Link>
          <OutboxStatus />
          <NotificationBell />
          {user && (
            <UserMenu
              standIn={(standIn) => (
                <UserMenuButton username={user.username} aria-haspopup="menu" {...standIn} />
              )}
            />
          )}
        </nav>
      </div>
    </header>
  );
}
