import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { paths } from '../../../paths';
import { useSetCircleOnly } from '../api';

interface CircleOnlySwitchProps {
  collectionId: number;
  circleOnly: boolean;
  isArchived: boolean;
}

/**
 * "Circles only" for one collection (decision 020): matched only with members of my swap
 * circles, never shown to anyone else, never on a public page.
 */
export function CircleOnlySwitch({ collectionId, circleOnly, isArchived }: CircleOnlySwitchProps) {
  const { t } = useLingui();
  const switchId = useId();
  const explanationId = useId();
  const setCircleOnly = useSetCircleOnly(collectionId);
  const isOn = setCircleOnly.isPending ? setCircleOnly.variables : circleOnly;

  return (
    <section
      aria-label={t`Circles only`}
      className="grid gap-2 rounded-card border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div className="flex items-center justify-between gap-4">
        <Label
          htmlFor={switchId}
          isPlain
          className="flex flex-1 cursor-pointer items-center gap-2 py-2 text-base font-bold"
        >
          <Users aria-hidden className="size-5 text-muted-foreground" />
          <Trans>My swap circles only</Trans>
        </Label>
        <Switch
          id={switchId}
          checked={isOn}
          disabled={isArchived || setCircleOnly.isPending}
          onCheckedChange={(checked) => setCircleOnly.mutate(checked)}
          aria-describedby={explanationId}
        />
      </div>
      <p id={explanationId} className="text-sm text-muted-foreground">
        {isOn
          ? t`On — only members of your swap circles can be matched with this collection. Nobody else sees it, and its public page is off.`
          : t`Off — anyone who opted in to this album can be matched with you. Turn it on for a child’s collection.`}{' '}
        <Link href={paths.circles} className="font-semibold text-primary underline">
          <Trans>My swap circles</Trans>
        </Link>
      </p>
    </section>
  );
}
