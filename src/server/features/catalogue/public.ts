// What other features use of the catalogue (docs/architecture.md "Import rules"): re-exports only.
export { templateListColumns } from './data';
export { refuseAbusiveTitle, refuseTakenTitle } from './titles';
