// What other features use of sharing (docs/architecture.md "Import rules"): re-exports only.
export { findSharedPublicIds } from './data';
