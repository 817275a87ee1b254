// What other features may use of quick-entry (docs/architecture.md "Import rules"): re-exports
// only, so importing one name pulls in nothing else.
export { NumberChips, type ChipTone } from './components/number-chips';
export { ReasonList } from './components/reason-list';
