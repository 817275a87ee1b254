import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { ArrowLeftRight, CircleAlert, LoaderCircle, ShieldCheck, WifiOff } from 'lucide-react';
import type { Specials } from '../../../../domain/catalogue/specials';
import type { Match } from '../../../../domain/matches/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { describeSwapPlan, type WeightOf } from '../swap-plan';
import { describeLastActive } from '../time-words';
import { describeTrust } from '../trust-words';
import { PartnerName } from './partner-name';
import { StickerChips } from './sticker-chips';
import { sharedReachWords } from '../../nearby/public';

interface MatchCardProps {
  match: Match;
  /** What each code is worth in the swap (specials by the collector's ratio, decision 021). */
  weightOf?: WeightOf;
  /** The album's specials, marked on the chips. */
  specials?: Readonly<Specials>;
  onPropose: () => void;
  /** This card's proposal is on its way (or waiting for a signal). */
  isProposing: boolean;
  isWaitingForSignal: boolean;
  /** Another proposal is under way, or proposing is not possible now. */
  isDisabled: boolean;
}

/** One collector to swap with: who, how recently active, the exact stickers each way, propose. */
export function MatchCard({
  match,
  weightOf,
  specials,
  onPropose,
  isProposing,
  isWaitingForSignal,
  isDisabled,
}: MatchCardProps) {
  const { i18n, t } = useLingui();
  return (
    <article
      aria-label={match.username}
      className="grid gap-4 rounded-card border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <PartnerName
          username={match.username}
          detail={
            <>
              {[
                describeLastActive(i18n, match.lastActiveAt),
                sharedReachWords(i18n, match.distance),
              ]
                .filter(Boolean)
                .join(' · ')}
              <span className="mt-0.5 flex items-center gap-1.5">
                {match.swapProblems > 0 ? (
                  <CircleAlert aria-hidden className="size-3.5 shrink-0 text-destructive" />
                ) : (
                  <ShieldCheck aria-hidden className="size-3.5 shrink-0 text-owned" />
                )}
                {describeTrust(i18n, match)}
              </span>
            </>
          }
        />
        {match.mutual && (
          <Badge className="shrink-0 py-1">
            <ArrowLeftRight aria-hidden className="size-3.5" />
            <Trans>Both ways</Trans>
          </Badge>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <StickerChips
          kind="get"
          numbers={match.youGet}
          specials={specials}
          emptyText={t`They have none you need yet.`}
        />
        <StickerChips
          kind="give"
          numbers={match.youGive}
          specials={specials}
          emptyText={t`They need none of your spares yet.`}
        />
      </div>
      <div className="grid gap-3 border-t pt-4 sm:flex sm:items-center sm:justify-between">
        <p className="text-sm font-medium">{describeSwapPlan(i18n, match, weightOf)}</p>
        <Button
          size="lg"
          className="w-full sm:w-auto"
          disabled={isDisabled || isProposing}
          aria-busy={isProposing}
          onClick={onPropose}
        >
          {isWaitingForSignal ? (
            <WifiOff aria-hidden />
          ) : (
            isProposing && <LoaderCircle aria-hidden className="animate-spin" />
          )}
          {isWaitingForSignal ? t`Waiting for a signal…` : t`Propose swap`}
        </Button>
      </div>
    </article>
  );
}
