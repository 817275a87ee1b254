import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AdminUser } from '../../../../domain/account/admin-user';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const headClass =
  'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground';
const cellClass = 'px-4 py-3 align-middle';

interface AdminUsersTableProps {
  users: AdminUser[];
  /** Per-row actions (the admin page's Pro grant and revoke), in a last column. */
  renderActions?: (user: AdminUser) => ReactNode;
}

/**
 * The admin's user table: ID, Username, Admin Status (then Email, Plan and any actions); scrolls
 * sideways on phones.
 */
export function AdminUsersTable({ users, renderActions }: AdminUsersTableProps) {
  const { t } = useLingui();
  return (
    <div
      className="overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label={t`Registered users, scrolls sideways`}
    >
      <table
        className={cn(
          'w-full border-collapse text-sm',
          renderActions ? 'min-w-[50rem]' : 'min-w-[36rem]',
        )}
      >
        <thead className="border-b bg-muted/60">
          <tr>
            <th scope="col" className={headClass}>
              <Trans>ID</Trans>
            </th>
            <th scope="col" className={headClass}>
              <Trans>Username</Trans>
            </th>
            <th scope="col" className={headClass}>
              <Trans>Admin Status</Trans>
            </th>
            <th scope="col" className={headClass}>
              <Trans>Email</Trans>
            </th>
            <th scope="col" className={headClass}>
              <Trans>Plan</Trans>
            </th>
            {renderActions && (
              <th scope="col" className={headClass}>
                <Trans>Actions</Trans>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-b last:border-b-0">
              <td className={`${cellClass} tabular-nums text-muted-foreground`}>{user.id}</td>
              <th scope="row" className={`${cellClass} text-left font-semibold`}>
                {user.username}
              </th>
              <td className={cellClass}>
                <Badge variant={user.isAdmin ? 'default' : 'outline'}>
                  {user.isAdmin ? t`Admin` : t`User`}
                </Badge>
              </td>
              <td className={`${cellClass} max-w-[16rem] truncate`}>
                {user.email || (
                  <span className="text-muted-foreground">
                    <Trans>Not provided</Trans>
                  </span>
                )}
              </td>
              <td className={cellClass}>
                <Badge variant={user.isPro ? 'secondary' : 'outline'}>
                  {user.isPro ? 'Pro' : t`Free`}
                </Badge>
              </td>
              {renderActions && <td className={cellClass}>{renderActions(user)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
