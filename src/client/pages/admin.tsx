import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
import { Redirect } from 'wouter';
import { PRODUCT_NAME } from '../../domain/product';
import { AdminUsersCard } from '../features/admin/components/admin-users-card';
import { CatalogueCard } from '../features/admin/components/catalogue-card';
import { GroupDirectoryCard } from '../features/admin/components/group-directory-card';
import { TemplateReportsCard } from '../features/admin/components/template-reports-card';
import { SwapProblemsCard } from '../features/admin/components/swap-problems-card';
import { UserProActions } from '../features/admin/components/user-pro-actions';
import { useUser } from '../features/session/api';
import { paths } from '../paths';

const tabClass =
  'inline-flex min-h-10 flex-1 items-center justify-center rounded-md px-3 text-sm font-semibold text-muted-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:flex-none';

/**
 * Admin: the user list (with Pro granted or revoked by hand), the reported swap problems and the
 * Facebook group directory; the album catalogue and its reports (docs/product.md "Albums and the
 * catalogue"). Anyone who is not an admin goes home.
 */
export function AdminPage() {
  const { user } = useUser();
  const { t } = useLingui();
  if (!user?.isAdmin) return <Redirect to={paths.home} replace />;

  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          <Trans>Admin</Trans>
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>
            Accounts, reported swaps, swap groups and the album catalogue on {PRODUCT_NAME}.
          </Trans>
        </p>
      </div>
      <Tabs.Root defaultValue="accounts" className="grid gap-6">
        <Tabs.List
          aria-label={t`Admin areas`}
          className="flex gap-1 rounded-lg bg-muted p-1 sm:w-fit"
        >
          <Tabs.Trigger value="accounts" className={tabClass}>
            <Trans>Accounts and groups</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="catalogue" className={tabClass}>
            <Trans>Catalogue</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="accounts" className="grid gap-6 outline-none">
          <AdminUsersCard renderActions={(row) => <UserProActions user={row} />} />
          <SwapProblemsCard />
          <GroupDirectoryCard />
        </Tabs.Content>
        <Tabs.Content value="catalogue" className="grid gap-6 outline-none">
          <TemplateReportsCard />
          <CatalogueCard />
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
