import { Redirect } from 'wouter';
import { PRODUCT_NAME } from '../../domain/product';
import { AdminUsersCard } from '../features/account/components/admin-users-card';
import { GroupDirectoryCard } from '../features/admin/components/group-directory-card';
import { SwapProblemsCard } from '../features/admin/components/swap-problems-card';
import { UserProActions } from '../features/admin/components/user-pro-actions';
import { useUser } from '../features/session/api';
import { paths } from '../paths';

/**
 * Admin: the user list (with Pro granted or revoked by hand), the reported swap problems and the
 * Facebook group directory; anyone who is not an admin goes home.
 */
export function AdminPage() {
  const { user } = useUser();
  if (!user?.isAdmin) return <Redirect to={paths.home} replace />;

  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Admin</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Accounts, reported swaps and swap groups on {PRODUCT_NAME}.
        </p>
      </div>
      <AdminUsersCard renderActions={(row) => <UserProActions user={row} />} />
      <SwapProblemsCard />
      <GroupDirectoryCard />
    </main>
  );
}
