import { Trans, useLingui } from '@lingui/react/macro';
import { EyeOff, SearchX, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Specials } from '../../../../domain/catalogue/specials';
import type { Match } from '../../../../domain/matches/schemas';
import type { WeightOf } from '../swap-plan';
import { MatchCard } from './match-card';

interface MatchesSectionProps {
  findable: boolean;
  isArchived: boolean;
  matches: Match[];
  /** Swaps are under way: the empty list then means no one else, not no one at all. */
  hasSwaps: boolean;
  onPropose: (match: Match) => void;
  /** What each code is worth in a swap (specials by the collector's ratio, decision 021). */
  weightOf?: WeightOf;
  specials?: Readonly<Specials>;
  /** The collection a proposal is on its way to, if one is. */
  proposingTo: number | undefined;
  isWaitingForSignal: boolean;
  /** The refresh button and any notice about how fresh the list is. */
  toolbar: ReactNode;
}

function Notice({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-2 rounded-card border border-dashed bg-card px-4 py-8 text-center">
      {icon}
      <p className="font-bold">{title}</p>
      <p className="max-w-md text-sm text-muted-foreground">{children}</p>
    </div>
  );
}

const noticeIcon = 'size-8 text-muted-foreground';

function MatchesBody(props: Omit<MatchesSectionProps, 'toolbar'>) {
  const {
    findable,
    isArchived,
    matches,
    hasSwaps,
    onPropose,
    proposingTo,
    isWaitingForSignal,
    weightOf,
    specials,
  } = props;
  const { t } = useLingui();
  if (isArchived) {
    return (
      <Notice
        icon={<EyeOff aria-hidden className={noticeIcon} />}
        title={t`Archived albums can’t be matched`}
      >
        <Trans>Make this collection active again on the dashboard to find swaps.</Trans>
      </Notice>
    );
  }
  if (!findable) {
    return (
      <Notice
        icon={<EyeOff aria-hidden className={noticeIcon} />}
        title={t`Turn on matching to see others`}
      >
        <Trans>
          Matching works both ways: only collectors who let others find them can see each other.
        </Trans>
      </Notice>
    );
  }
  if (matches.length === 0) {
    return (
      <Notice
        icon={<SearchX aria-hidden className={noticeIcon} />}
        title={hasSwaps ? t`No other matches right now` : t`No matches yet`}
      >
        <Trans>
          Matches appear when other collectors of this album opt in. Mark your spares “For trade” on
          the dashboard so they can find what you have.
        </Trans>
      </Notice>
    );
  }
  return (
    <ul className="grid gap-4">
      {matches.map((match) => (
        <li key={match.collectionId}>
          <MatchCard
            match={match}
            weightOf={weightOf}
            specials={specials}
            onPropose={() => onPropose(match)}
            isProposing={proposingTo === match.collectionId}
            isWaitingForSignal={isWaitingForSignal && proposingTo === match.collectionId}
            isDisabled={proposingTo !== undefined}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The collectors to swap with, best first (the server ranks them), or why there are none.
 * decision 010: swaps are one for one when both sides have something.
 */
export function MatchesSection({ toolbar, ...props }: MatchesSectionProps) {
  return (
    <section aria-labelledby="matches-heading" className="grid gap-4">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="matches-heading" className="flex items-center gap-2 text-xl font-bold">
            <Users aria-hidden className="size-5 text-primary" />
            <Trans>Matches</Trans>
          </h2>
          {toolbar}
        </div>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Swaps are one for one: when you both have something the other needs, you swap the same
            number each way — 12 you need for 12 of your spares, say.
          </Trans>
        </p>
      </div>
      <MatchesBody {...props} />
    </section>
  );
}
