import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicTradeListSchema } from '../../../domain/sharing/trade-lists';
import { apiJson } from '../../lib/api-client';
import { facebookTemplateQuery } from '../settings/api';
import { readEmbeddedList } from './embedded-list';

const publicTradeListQueryKey = (publicId: string) =>
  ['/api/public/collections', publicId] as const;

/**
 * `GET /api/public/collections/:publicId`: a shared collection's public trade list, by its
 * unguessable public id (decision 027; no session needed); 404 when private or gone.
 */
export const publicTradeListQuery = (publicId: string) =>
  queryOptions({
    queryKey: publicTradeListQueryKey(publicId),
    queryFn: ({ signal }) =>
      apiJson('GET', publicTradeListQueryKey(publicId).join('/'), publicTradeListSchema, {
        signal,
      }),
  });

/**
 * The list embedded in a server-rendered /share document, read as the fetch would read it, so the
 * page hydrates with what the server rendered (decision 026); undefined when there is none.
 */
function embeddedTradeList(publicId: string) {
  const parsed = publicTradeListSchema.safeParse(readEmbeddedList(publicId));
  return parsed.success ? parsed.data : undefined;
}

export function usePublicTradeList(publicId: string | undefined) {
  return useQuery({
    ...publicTradeListQuery(publicId ?? ''),
    enabled: publicId !== undefined,
    initialData: () => (publicId === undefined ? undefined : embeddedTradeList(publicId)),
  });
}

/**
 * A Pro user's saved Facebook template (the settings editor's query), fetched ahead so copying
 * needs no wait (a phone's browser may refuse a copy that comes long after the tap). Free users
 * never ask: GET is Pro only. A failure stays an error here (it is not cached as the default):
 * the caller falls back.
 */
export function useMessageTemplate(isPro: boolean) {
  return useQuery({ ...facebookTemplateQuery(), enabled: isPro });
}
