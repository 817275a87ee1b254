// What other features use of matches (docs/architecture.md "Import rules"): re-exports only.
export { endSwapsOfDeletedCollections, SWAP_ENDED_BY_DELETION } from './mutations/swap-deletion';
export { findMatches } from './data';
