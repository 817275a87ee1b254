import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { describePlan } from '../../../../domain/account/plan';
import type { PublicUser } from '../../../../domain/account/user';
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
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account information</CardTitle>
        <CardDescription>The details we hold for your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y border-t">
          <Detail term="Username">
            <span className="font-semibold">{user.username}</span>
          </Detail>
          <Detail term="Email">
            {user.email || <span className="text-muted-foreground">Not provided</span>}
          </Detail>
          <Detail term="Plan">
            <span className="flex flex-wrap items-center gap-2">
              <Badge variant={plan.label === 'Pro' ? 'default' : 'outline'}>
                {plan.label === 'Pro' && <Crown className="size-3" aria-hidden />}
                {plan.label}
              </Badge>
              {plan.endsOn && (
                <span className="text-sm text-muted-foreground">Pro until {plan.endsOn}</span>
              )}
            </span>
          </Detail>
        </dl>
      </CardContent>
    </Card>
  );
}
