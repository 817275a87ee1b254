import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { deleteAccountSchema } from '../../../../domain/account/settings';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { toastError } from '../../../components/ui/toast-store';
import { useDeleteAccount } from '../api';
import { currentPasswordFieldOf } from '../settings-forms';
import { SettingsCard } from './settings-card';

function DeleteAccountForm() {
  const deleteAccount = useDeleteAccount();
  const { t } = useLingui();
  const form = useSchemaForm(
    deleteAccountSchema,
    { currentPassword: '' },
    { fieldOfError: currentPasswordFieldOf },
  );
  const isBusy = deleteAccount.isPending || deleteAccount.isSuccess;

  const submit = form.handleSubmit((input) =>
    deleteAccount.mutate(input, {
      onError: (error) =>
        form.showServerError(error, () => toastError(error, t`Failed to delete account`)),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        {...form.textField('currentPassword')}
        type="password"
        label={t`Your password`}
        autoComplete="current-password"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AlertDialog.Cancel asChild>
          <Button type="button" variant="outline" disabled={isBusy}>
            <Trans>Cancel</Trans>
          </Button>
        </AlertDialog.Cancel>
        {/* Not AlertDialog.Action: that would close before the server has answered. */}
        <Button type="submit" variant="destructive" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? <LoaderCircle className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
          {isBusy ? t`Deleting...` : t`Delete my account`}
        </Button>
      </div>
    </form>
  );
}

/** Delete my account: asks for the password in an alert dialog, then signs out and goes home. */
export function DeleteAccountCard() {
  const { t } = useLingui();
  return (
    <SettingsCard
      icon={Trash2}
      title={t`Delete my account`}
      description={t`Removes your account with all its collections, stickers and trades, for good.`}
      isDanger
    >
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild>
          <Button variant="destructive" className="w-full sm:w-auto">
            <Trash2 aria-hidden />
            <Trans>Delete my account</Trans>
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-foreground/40" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-card border bg-card p-5 text-card-foreground shadow-xl sm:p-6">
            <div className="grid gap-2">
              <AlertDialog.Title className="text-xl font-bold leading-tight">
                <Trans>Delete your account?</Trans>
              </AlertDialog.Title>
              <AlertDialog.Description className="text-sm text-muted-foreground">
                <Trans>
                  All your collections, stickers and trades go with it, and this cannot be undone.
                  If you might come back, download your data first. Enter your password to confirm.
                </Trans>
              </AlertDialog.Description>
            </div>
            <DeleteAccountForm />
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </SettingsCard>
  );
}
