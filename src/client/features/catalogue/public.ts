// What other features may use of catalogue besides its api.ts (docs/architecture.md "Import
// rules"): re-exports only, so importing one name pulls in nothing else.
export { ReportChecklistDialog, type ReportTarget } from './components/report-checklist-dialog';
export { SpecialRatioField } from './components/special-ratio-field';
export { useSpecialRatio } from './use-special-ratio';
