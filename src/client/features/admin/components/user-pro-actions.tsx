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
  const close = () => setDialog(null);

  const confirmRevoke = () =>
    revoke.mutate(user.id, {
      onSuccess: () => {
        toast({
          title: 'Pro revoked',
          description: `${user.username} is on the free plan now.`,
          variant: 'success',
        });
        close();
      },
      onError: (error) => toastError(error, 'Failed to revoke Pro'),
    });

  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        variant="outline"
        className="h-10"
        aria-label={`Grant Pro to ${user.username}`}
        onClick={() => setDialog('grant')}
      >
        Grant Pro
      </Button>
      {user.isPro && (
        <Button
          size="sm"
          variant="ghostDestructive"
          className="h-10"
          aria-label={`Revoke Pro from ${user.username}`}
          onClick={() => setDialog('revoke')}
        >
          Revoke Pro
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
        title={`Revoke Pro from ${user.username}?`}
        description={
          <p>
            Their Pro ends now: they go back to 2 active collections, the standard Facebook message
            and no group finder. Nothing they have made is deleted.
          </p>
        }
        confirmLabel="Revoke Pro"
        isDestructive
        isPending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </div>
  );
}
