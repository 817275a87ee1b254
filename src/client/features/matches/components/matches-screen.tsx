import { useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { specialWeight } from '../../../../domain/catalogue/specials';
import type { MatchFilter } from '../../../../domain/matches/scope';
import {
  isCollectionEditable,
  type CollectionSummary,
} from '../../../../domain/collection/collection';
import type { PreparedSwap, Swap } from '../../../../domain/matches/schemas';
import { useMatches, useProposeSwap, useRateSwap, useSetMatching, useSwapAction } from '../api';
import { describeMatchError } from '../match-errors';
import { recallSwapMessage } from '../swap-messages';
import type { SwapAction } from '../swap-status';
import { useIsOnline } from '../../../lib/use-is-online';
import { MatchFilterBar } from './match-filter';
import { useTemplateDetail } from '../../catalogue/api';
import { SpecialRatioField, useSpecialRatio } from '../../catalogue/public';
import { MatchesSection } from './matches-section';
import { MatchesLoading, MatchesUnavailable, RefreshButton, StaleNotice } from './matches-states';
import { MatchingOptIn } from './matching-opt-in';
import { SwapConfirmDialog, type EndingAction } from './swap-confirm-dialog';
import { SwapPreparedDialog } from './swap-prepared-dialog';
import { SwapsSection } from './swaps-section';

/** The sharing feature's clipboard copy (decision 008), passed in by the page. */
export type CopyText = (
  text: string,
  success: { title: string; description?: string },
) => Promise<boolean>;

interface MatchesScreenProps {
  collection: CollectionSummary;
  copyText: CopyText;
  /** Who may see this collection beyond opting in: the circles-only switch (decision 020). */
  audience?: (state: { circleOnly: boolean; isArchived: boolean }) => ReactNode;
}

/**
 * Swap matches for one collection (docs/product.md "Screens"): opting in, my swaps and what I can
 * do with them, and the collectors to swap with. Mount it keyed by collection id.
 */
export function MatchesScreen({ collection, copyText, audience }: MatchesScreenProps) {
  const { i18n, t } = useLingui();
  const isArchived = !isCollectionEditable(collection);
  const [filter, setFilter] = useState<MatchFilter>({ kind: 'everyone' });
  const query = useMatches(collection.id, filter);
  const isOnline = useIsOnline();
  const setMatching = useSetMatching(collection.id);
  const propose = useProposeSwap(collection.id);
  const swapAction = useSwapAction(collection.id);
  const rateSwap = useRateSwap(collection.id);
  const [prepared, setPrepared] = useState<PreparedSwap>();
  const [ending, setEnding] = useState<{ swap: Swap; action: EndingAction }>();
  // A special may be worth several normal stickers in the swap chosen (decision 021).
  const specials = useTemplateDetail(collection.templateId).data?.specials;
  const hasSpecials = specials !== undefined && Object.keys(specials).length > 0;
  const { ratio, setRatio } = useSpecialRatio();
  const weightOf = useMemo(
    () => (hasSpecials ? specialWeight(specials, ratio) : undefined),
    [hasSpecials, specials, ratio],
  );

  const refresh = () => void query.refetch();
  const copyMessage = (message: string) =>
    copyText(message, {
      title: t`Copied to clipboard!`,
      description: t`Paste it to your swap partner.`,
    });
  const runAction = (swap: Swap, action: SwapAction) =>
    swapAction.mutate({ swapId: swap.id, action }, { onSuccess: () => setEnding(undefined) });

  const { data } = query;
  if (!data) {
    if (query.isError || query.fetchStatus === 'paused') {
      return (
        <MatchesUnavailable
          isOnline={isOnline}
          message={describeMatchError(i18n, query.error)}
          onRetry={refresh}
          isRetrying={query.isFetching}
        />
      );
    }
    return <MatchesLoading />;
  }

  return (
    <>
      {(query.isError || !isOnline) && (
        <StaleNotice isOnline={isOnline} updatedAt={query.dataUpdatedAt} />
      )}
      <MatchingOptIn
        albumTitle={collection.template.title}
        findable={data.findable}
        isArchived={isArchived}
        isPublic={collection.isPublic}
        circleOnly={data.circleOnly}
        onFindableChange={(findable) => setMatching.mutate(findable)}
      />
      {audience?.({ circleOnly: data.circleOnly, isArchived })}
      {data.swaps.length > 0 && (
        <SwapsSection
          swaps={data.swaps}
          onAction={(swap, action) =>
            action === 'cancel' || action === 'decline'
              ? setEnding({ swap, action })
              : runAction(swap, action)
          }
          busy={swapAction.isPending ? swapAction.variables : undefined}
          isWaitingForSignal={swapAction.isPaused}
          savedMessage={(swap) => recallSwapMessage(swap.id)}
          onCopyMessage={(message) => void copyMessage(message)}
          onRate={(swap, rating) => rateSwap.mutateAsync({ swapId: swap.id, rating })}
        />
      )}
      {data.findable && !isArchived && <MatchFilterBar filter={filter} onChange={setFilter} />}
      {hasSpecials && data.findable && data.matches.length > 0 && (
        <SpecialRatioField ratio={ratio} onRatioChange={setRatio} />
      )}
      <MatchesSection
        weightOf={weightOf}
        specials={specials}
        findable={data.findable}
        isArchived={isArchived}
        matches={data.matches}
        hasSwaps={data.swaps.length > 0}
        onPropose={(match) =>
          propose.mutate(
            { otherCollectionId: match.collectionId, specialRatio: hasSpecials ? ratio : 1 },
            { onSuccess: setPrepared },
          )
        }
        proposingTo={propose.isPending ? propose.variables.otherCollectionId : undefined}
        isWaitingForSignal={propose.isPaused}
        toolbar={<RefreshButton onRefresh={refresh} isRefreshing={query.isFetching} />}
      />
      <SwapPreparedDialog
        prepared={prepared}
        onCopy={copyMessage}
        onClose={() => setPrepared(undefined)}
      />
      <SwapConfirmDialog
        target={ending}
        isPending={swapAction.isPending}
        onConfirm={() => ending && runAction(ending.swap, ending.action)}
        onClose={() => setEnding(undefined)}
      />
    </>
  );
}
