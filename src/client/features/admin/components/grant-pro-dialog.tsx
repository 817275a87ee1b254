import { Trans, useLingui } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import type { AdminUser } from '../../../../domain/account/admin-user';
import { PRO_PERIOD_DAYS } from '../../../../domain/product';
import { FormActions } from '../../../components/form/form-actions';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { toast, toastError } from '../../../components/ui/toast-store';
import { useGrantPro } from '../api';
import { grantDaysFormSchema } from '../grant-days';
import { proEndDate } from '../../pro/public';

interface GrantProDialogProps {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function GrantProForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const grant = useGrantPro();
  const { t, i18n } = useLingui();
  const form = useSchemaForm(grantDaysFormSchema, { days: String(PRO_PERIOD_DAYS) });

  const submit = form.handleSubmit(({ days }) =>
    grant.mutate(
      { userId: user.id, days },
      {
        onSuccess: (row) => {
          const endsOn = proEndDate(row, i18n);
          const username = row.username;
          toast({
            title: t`Pro granted`,
            description: endsOn ? t`${username} is Pro until ${endsOn}.` : t`${username} is Pro.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (failure) => toastError(failure, t`Failed to grant Pro`),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        {...form.textField('days')}
        label={t`Days of Pro`}
        inputMode="numeric"
        autoComplete="off"
        hint={
          user.isPro
            ? t`Added to the Pro time they have left.`
            : t`Starts today. 365 days is what a payment gives.`
        }
      />
      <FormActions onCancel={onDone} isBusy={grant.isPending} icon={Crown}>
        <Trans>Grant Pro</Trans>
      </FormActions>
    </form>
  );
}

/** An admin grants Pro by hand (docs/product.md "Screens"), after choosing how many days. */
export function GrantProDialog({ user, open, onOpenChange }: GrantProDialogProps) {
  const username = user.username;
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Grant Pro to {username}?</Trans>}
      description={
        <Trans>
          They get unlimited collections, their own Facebook message and the group finder, with no
          payment.
        </Trans>
      }
    >
      <GrantProForm user={user} onDone={() => onOpenChange(false)} />
    </DialogFrame>
  );
}
