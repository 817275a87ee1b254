import {
  BookOpen,
  CircleHelp,
  LoaderCircle,
  LogOut,
  Settings,
  Users,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'wouter';
import type { ControlProps } from '../../../lib/on-demand';
import { paths } from '../../../paths';
import { useUser } from '../../session/api';
import { useLogout } from '../api';
import { UserMenuButton } from './user-menu-button';

const itemClass =
  'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-md px-3 text-sm font-medium outline-none data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';

function MenuLink({ href, icon: Icon, label }: { href: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link href={href}>
        <Icon aria-hidden />
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}

/**
 * The user menu with the account's name, email and the app's pages. Its code loads on demand
 * (`onDemandControl`, docs/decisions/024): the header shows `UserMenuButton` alone until then.
 */
export function UserMenu({ defaultOpen, autoFocus }: ControlProps) {
  const { user } = useUser();
  const logout = useLogout();
  const { t } = useLingui();
  if (!user) return null;

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <UserMenuButton username={user.username} autoFocus={autoFocus} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-64 max-w-[calc(100vw-1rem)] rounded-xl border bg-card p-1.5 text-card-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate font-semibold">{user.username}</span>
            {user.email && (
              <span className="block truncate text-sm text-muted-foreground">{user.email}</span>
            )}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <MenuLink href={paths.blog} icon={BookOpen} label={t`Sticker Tips & Stories`} />
          <MenuLink href={paths.howItWorks} icon={CircleHelp} label={t`How It Works`} />
          <MenuLink href={paths.circles} icon={Users} label={t`Swap circles`} />
          <MenuLink href={paths.settings} icon={Settings} label={t`Settings`} />
          {user.isAdmin && <MenuLink href={paths.admin} icon={ShieldCheck} label={t`Admin`} />}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={logout.isPending}
            onSelect={() => logout.mutate()}
          >
            {logout.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden />
            ) : (
              <LogOut aria-hidden />
            )}
            <Trans>Logout</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
