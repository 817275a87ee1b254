import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminUser } from '../../../../domain/account/admin-user';
import { PRODUCT_NAME } from '../../../../domain/product';
import { useAdminUsers } from '../../account/api';
import { AdminUsersTable } from './admin-users-table';
import { AdminCard, ListLoadFailed, ListLoading, RefreshButton, StatePanel } from './admin-card';

type RenderActions = (user: AdminUser) => ReactNode;

function AdminUsersBody({
  users,
  renderActions,
}: {
  users: ReturnType<typeof useAdminUsers>;
  renderActions?: RenderActions;
}) {
  const { t } = useLingui();
  if (users.isPending) {
    return <ListLoading tall label={t`Loading users...`} />;
  }
  if (users.isError) {
    return <ListLoadFailed tall list={users} title={<Trans>Could not load the users</Trans>} />;
  }
  if (users.data.length === 0) {
    return (
      <StatePanel tall>
        <Users className="size-8" aria-hidden />
        <p>
          <Trans>No one has registered yet.</Trans>
        </p>
      </StatePanel>
    );
  }
  return <AdminUsersTable users={users.data} renderActions={renderActions} />;
}

function describeCount(count: number | undefined, i18n: I18n) {
  if (count === undefined) return i18n._(msg`Everyone with a ${PRODUCT_NAME} account.`);
  return i18n._(msg`${plural(count, { one: '# account', other: '# accounts' })}`);
}

/**
 * The registered users, with designed loading, empty and error states; `renderActions` adds a
 * column of per-user actions.
 */
export function AdminUsersCard({ renderActions }: { renderActions?: RenderActions }) {
  const users = useAdminUsers();
  const { t, i18n } = useLingui();
  return (
    <AdminCard
      title={<Trans>Registered users</Trans>}
      description={
        <>
          {describeCount(users.data?.length, i18n)}
          {users.data?.length ? (
            <span className="block sm:hidden">
              <Trans>Swipe the table sideways to see every column.</Trans>
            </span>
          ) : null}
        </>
      }
      actions={<RefreshButton list={users} label={t`Refresh the user list`} />}
      wrap={false}
    >
      <AdminUsersBody users={users} renderActions={renderActions} />
    </AdminCard>
  );
}
