// The collections' query keys, named once. A module of its own, importing nothing, so the offline
// feature (which keeps these lists for a start with no signal) can name them through
// `collections/public.ts` without loading the collections' queries, which themselves save the
// offline copy: no import cycle between the two features (npm run check:cycles).
export const templatesQueryKey = ['/api/collection-templates'] as const;
export const collectionsQueryKey = ['/api/collections'] as const;
/** The prefix of every key read under one collection (its stickers, matches, swaps…). */
export const collectionQueryKey = (id: number) => [collectionsQueryKey[0], id] as const;
