import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { MatchFilter } from '../../../../domain/matches/scope';
import { radiusWords } from '../../nearby/public';
import { cn } from '../../../lib/cn';
import { paths } from '../../../paths';
import { useMyCircles } from '../../circles/api';
import { useMyArea } from '../../nearby/api';

interface MatchFilterBarProps {
  filter: MatchFilter;
  onChange: (filter: MatchFilter) => void;
}

const sameFilter = (a: MatchFilter, b: MatchFilter) =>
  a.kind === b.kind && (a.kind !== 'circle' || (b.kind === 'circle' && a.id === b.id));

/**
 * Whose matches to show (docs/product.md "Swap matches", decision 020): everyone, collectors
 * near me (within my radius and theirs), or the members of one of my swap circles.
 */
export function MatchFilterBar({ filter, onChange }: MatchFilterBarProps) {
  const circles = useMyCircles();
  const area = useMyArea();
  const { i18n, t } = useLingui();
  const choices: { filter: MatchFilter; label: string }[] = [
    { filter: { kind: 'everyone' }, label: t`Everyone` },
    { filter: { kind: 'near' }, label: t`Near me` },
    ...(circles.data ?? []).map((circle) => ({
      filter: { kind: 'circle', id: circle.id } as MatchFilter,
      label: circle.name,
    })),
  ];
  const myArea = area.data?.area;
  const [askForArea, setAskForArea] = useState(false);
  const circleName =
    filter.kind === 'circle' ? circles.data?.find((c) => c.id === filter.id)?.name : undefined;
  const circleGone = filter.kind === 'circle' && circles.data !== undefined && !circleName;
  // A circle closed or left meanwhile is no longer a choice: back to everyone.
  useEffect(() => {
    if (circleGone) onChange({ kind: 'everyone' });
  }, [circleGone, onChange]);
  const choose = (next: MatchFilter) => {
    // Near me needs an area: say where to set it instead of asking the server.
    if (next.kind === 'near' && !myArea) {
      setAskForArea(true);
      return;
    }
    setAskForArea(false);
    onChange(next);
  };

  return (
    <section aria-label={t`Whose matches`} className="grid gap-2">
      <div role="group" aria-label={t`Show matches from`} className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const isOn = sameFilter(choice.filter, filter);
          return (
            <button
              key={choice.filter.kind === 'circle' ? `c${choice.filter.id}` : choice.filter.kind}
              type="button"
              aria-pressed={isOn}
              onClick={() => choose(choice.filter)}
              className={cn(
                'inline-flex min-h-10 max-w-full items-center gap-1.5 rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                isOn
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-card text-foreground hover:bg-muted',
              )}
            >
              {choice.filter.kind === 'near' && <MapPin aria-hidden className="size-4 shrink-0" />}
              {choice.filter.kind === 'circle' && <Users aria-hidden className="size-4 shrink-0" />}
              <span className="truncate">{choice.label}</span>
            </button>
          );
        })}
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {askForArea && (
          <>
            <Trans>Set your area first, so we can tell who is near you.</Trans>{' '}
            <Link href={paths.settings} className="font-semibold text-primary underline">
              <Trans>Set my area in Settings</Trans>
            </Link>
          </>
        )}
        {filter.kind === 'near' && myArea && (
          <>
            {myArea.radiusKm === null ? (
              <Trans>
                Collectors anywhere of {myArea.label} who would also travel to you, nearest first.
              </Trans>
            ) : (
              <Trans>
                Collectors {radiusWords(i18n, myArea.radiusKm)} of {myArea.label} who would also
                travel to you, nearest first.
              </Trans>
            )}{' '}
            <Link href={paths.settings} className="font-semibold text-primary underline">
              <Trans>Change my area</Trans>
            </Link>
          </>
        )}
        {filter.kind === 'circle' && circleName && <Trans>Only members of {circleName}.</Trans>}
        {filter.kind === 'everyone' && !askForArea && circles.data?.length === 0 && (
          <>
            <Trans>Swapping with a class or a club?</Trans>{' '}
            <Link href={paths.circles} className="font-semibold text-primary underline">
              <Trans>Start a swap circle</Trans>
            </Link>
          </>
        )}
      </p>
    </section>
  );
}
