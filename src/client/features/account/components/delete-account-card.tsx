import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { deleteAccountSchema } from '../../../../domain/account/settings';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogClose, DialogFrame } from '../../../components/ui/dialog-frame';
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
      <DialogActions>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={isBusy}>
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        {/* Not a DialogClose: that would close before the server has answered. */}
        <Button type="submit" variant="destructive" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? <LoaderCircle className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
          {isBusy ? t`Deleting...` : t`Delete my account`}
        </Button>
      </DialogActions>
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
      <DialogFrame
        isAlert
        trigger={
          <Button variant="destructive" className="w-full sm:w-auto">
            <Trash2 aria-hidden />
            <Trans>Delete my account</Trans>
          </Button>
        }
        title={<Trans>Delete your account?</Trans>}
        description={
          <Trans>
            All your collections, stickers and trades go with it, and this cannot be undone. If you
            might come back, download your data first. Enter your password to confirm.
          </Trans>
        }
      >
        <DeleteAccountForm />
      </DialogFrame>
    </SettingsCard>
  );
}
