// What other features may use of collections besides its api.ts (docs/architecture.md "Import
// rules"): re-exports only, so importing one name pulls in nothing else.
export { QueryError } from './components/query-error';
export { describeAlbum } from './template-search';
export { collectionQueryKey, collectionsQueryKey, templatesQueryKey } from './keys';
