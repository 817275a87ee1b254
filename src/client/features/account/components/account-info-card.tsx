import { Trans, useLingui } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { describePlan } from '../../../../domain/account/plan';
import type { PublicUser } from '../../../../domain/account/user';
import { proEndDate } from '../../pro/public';
import { Badge } from '../../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Settings: username, email (or 'Not provided') and the plan, Pro or Free. */
export function AccountInfoCard({ user }: { user: PublicUser }) {
  const plan = describePlan(user);
  const { t, i18n } = useLingui();
  const endsOn = proEndDate(user, i18n);
  const planLabel = plan.label === 'Pro' ? 'Pro' : t`Free`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Account information</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>The details we hold for your account.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y border-t">
          <Detail term={t`Username`}>
            <span className="font-semibold">{user.username}</span>
          </Detail>
          <Detail term={t`Email`}>
            {user.email || (
              <span className="text-muted-foreground">
                <Trans>Not provided</Trans>
              </span>
            )}
          </Detail>
          <Detail term={t`Plan`}>
            <span className="flex flex-wrap items-center gap-2">
              <Badge variant={plan.label === 'Pro' ? 'default' : 'outline'}>
                {plan.label === 'Pro' && <Crown className="size-3" aria-hidden />}
                {planLabel}
              </Badge>
              {endsOn && (
                <span className="text-sm text-muted-foreground">
                  <Trans>Pro until {endsOn}</Trans>
                </span>
              )}
            </span>
          </Detail>
        </dl>
      </CardContent>
    </Card>
  );
}
