import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminUser } from '../../../../domain/account/admin-user';
import { Button } from '../../../components/ui/button';
import { toast, toastError } from '../../../components/ui/toast-store';
import { useRevokePro } from '../api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { GrantProDialog } from './grant-pro-dialog';

/** The admin table's per-user actions: grant Pro (any user) and revoke it (Pro users). */
export function UserProActions({ user }: { user: AdminUser }) {
  const [dialog, setDialog] = useState<'grant' | 'revoke' | null>(null);
  const revoke = useRevokePro();
  const { t } = useLingui();
  const username = user.username;
  const close = () => setDialog(null);

  const confirmRevoke = () =>
    revoke.mutate(user.id, {
      onSuccess: () => {
        toast({
          title: t`Pro revoked`,
          description: t`${username} is on the free plan now.`,
          variant: 'success',
        });
        close();
      },
      onError: (error) => toastError(error, t`Failed to revoke Pro`),
    });

  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        variant="outline"
        className="h-10"
        aria-label={t`Grant Pro to ${username}`}
        onClick={() => setDialog('grant')}
      >
        <Trans>Grant Pro</Trans>
      </Button>
      {user.isPro && (
        <Button
          size="sm"
          variant="ghostDestructive"
          className="h-10"
          aria-label={t`Revoke Pro from ${username}`}
          onClick={() => setDialog('revoke')}
        >
          <Trans>Revoke Pro</Trans>
        </Button>
      )}
      <GrantProDialog
        user={user}
        open={dialog === 'grant'}
        onOpenChange={(open) => setDialog(open ? 'grant' : null)}
      />
      <ConfirmDialog
        open={dialog === 'revoke'}
        onOpenChange={(open) => setDialog(open ? 'revoke' : null)}
        title={t`Revoke Pro from ${username}?`}
        description={
          <p>
            <Trans>
              Their Pro ends now: they go back to 2 active collections, the standard Facebook
              message and no group finder. Nothing they have made is deleted.
            </Trans>
          </p>
        }
        confirmLabel={t`Revoke Pro`}
        isDestructive
        isPending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </div>
  );
}
