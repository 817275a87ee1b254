import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw, TriangleAlert, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminUser } from '../../../../domain/account/admin-user';
import { PRODUCT_NAME } from '../../../../domain/product';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAdminUsers } from '../api';
import { AdminUsersTable } from './admin-users-table';

function StatePanel({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-48 flex-col items-center justify-center gap-3 border-t px-4 py-10 text-center text-sm text-muted-foreground">
      {children}
    </div>
  );
}

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
    return (
      <StatePanel>
        <Spinner label={t`Loading users...`} />
      </StatePanel>
    );
  }
  if (users.isError) {
    return (
      <StatePanel>
        <TriangleAlert className="size-8 text-destructive" aria-hidden />
        <p className="font-semibold text-foreground">
          <Trans>Could not load the users</Trans>
        </p>
        <p>{errorMessage(users.error)}</p>
        <Button variant="outline" onClick={() => void users.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </StatePanel>
    );
  }
  if (users.data.length === 0) {
    return (
      <StatePanel>
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
    <Card className="overflow-hidden">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>
            <Trans>Registered users</Trans>
          </CardTitle>
          <CardDescription>
            {describeCount(users.data?.length, i18n)}
            {users.data?.length ? (
              <span className="block sm:hidden">
                <Trans>Swipe the table sideways to see every column.</Trans>
              </span>
            ) : null}
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label={t`Refresh the user list`}
          onClick={() => void users.refetch()}
          disabled={users.isFetching}
        >
          <RefreshCw className={users.isFetching ? 'animate-spin' : undefined} aria-hidden />
        </Button>
      </CardHeader>
      <AdminUsersBody users={users} renderActions={renderActions} />
    </Card>
  );
}
