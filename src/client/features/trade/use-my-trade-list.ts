import { useMemo } from 'react';
import type { CollectionSummary } from '../../../domain/collection/collection';
import { tradeListFromStickers } from '../../../domain/trade/trade-list';
import { useUser } from '../session/api';
import { useStickers } from '../stickers/api';
import { albumCodesOf } from './album-codes';

/**
 * My trade list for a collection, built from the stickers this phone has (the cached list with my
 * waiting changes on top), so it works with no signal; `madeAt` is when that list was last read
 * or changed (docs/product.md "Trade in person": "how old the data is").
 */
export function useMyTradeList(collection: CollectionSummary) {
  const { user } = useUser();
  const stickers = useStickers(collection.id);
  const { data, dataUpdatedAt } = stickers;
  const username = user?.username;
  const { templateId, template } = collection;
  // Album order: index i of a trade list is codes[i].
  const codes = useMemo(
    () => data && albumCodesOf(data, template.totalStickers),
    [data, template.totalStickers],
  );
  const list = useMemo(
    () =>
      data && codes && username
        ? tradeListFromStickers({
            templateId,
            albumName: template.title,
            username,
            madeAt: dataUpdatedAt,
            stickers: data,
            albumCodes: codes,
          })
        : undefined,
    [data, codes, dataUpdatedAt, username, templateId, template.title],
  );
  return { list, codes, stickers };
}
