import { useMemo, useState } from 'react';
import {
  ALL_PARTNERS,
  filterStickers,
  listPartners,
  type StickerFilter,
} from '../../../domain/collection/filters';
import type { Sticker } from '../../../domain/sticker/sticker';

/**
 * The filter bar's state and the stickers it shows. Starts at all stickers and all partners; the
 * board is keyed by collection, so another collection starts afresh (docs/product.md "Screens").
 */
export function useStickerFilters(stickers: readonly Sticker[]) {
  const [filter, setFilter] = useState<StickerFilter>('all');
  const [partnerChoice, setPartnerChoice] = useState(ALL_PARTNERS);
  const partners = useMemo(() => listPartners(stickers), [stickers]);
  // a partner whose trades were all undone drops out of the list, and out of the filter
  const partner = partners.includes(partnerChoice) ? partnerChoice : ALL_PARTNERS;
  const shown = useMemo(
    () => filterStickers(stickers, filter, partner),
    [stickers, filter, partner],
  );

  return {
    shown,
    /** Props for the filter bar and its pinned copy. */
    barProps: {
      filter,
      onFilterChange: setFilter,
      partner,
      partners,
      onPartnerChange: setPartnerChoice,
    },
    showAll: () => {
      setFilter('all');
      setPartnerChoice(ALL_PARTNERS);
    },
  };
}
