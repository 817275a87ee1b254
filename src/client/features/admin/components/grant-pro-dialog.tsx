import { Crown, LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminUser } from '../../../../domain/account/admin-user';
import { describePlan } from '../../../../domain/account/plan';
import { PRO_PERIOD_DAYS } from '../../../../domain/product';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { TextField } from '../../../components/form/text-field';
import { useGrantPro } from '../api';
import { parseGrantDays } from '../grant-days';

interface GrantProDialogProps {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function GrantProForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const grant = useGrantPro();
  const [days, setDays] = useState(String(PRO_PERIOD_DAYS));
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseGrantDays(days);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    grant.mutate(
      { userId: user.id, days: parsed.days },
      {
        onSuccess: (row) => {
          const { endsOn } = describePlan(row);
          toast({
            title: 'Pro granted',
            description: `${row.username} is Pro${endsOn ? ` until ${endsOn}` : ''}.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (failure) =>
          toast({
            title: 'Failed to grant Pro',
            description: errorMessage(failure),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        name="days"
        label="Days of Pro"
        inputMode="numeric"
        autoComplete="off"
        hint={
          user.isPro
            ? 'Added to the Pro time they have left.'
            : 'Starts today. 365 days is what a payment gives.'
        }
        value={days}
        onValueChange={(value) => {
          setDays(value);
          setError(undefined);
        }}
        error={error}
      />
      <DialogFooter>
        <Button type="button" variant="outline" disabled={grant.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={grant.isPending} aria-busy={grant.isPending}>
          {grant.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden />
          ) : (
            <Crown aria-hidden />
          )}
          Grant Pro
        </Button>
      </DialogFooter>
    </form>
  );
}

/** An admin grants Pro by hand (docs/product.md "Screens"), after choosing how many days. */
export function GrantProDialog({ user, open, onOpenChange }: GrantProDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="text-xl">Grant Pro to {user.username}?</DialogTitle>
          <DialogDescription>
            They get unlimited collections, their own Facebook message and the group finder, with no
            payment.
          </DialogDescription>
        </DialogHeader>
        <GrantProForm user={user} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
