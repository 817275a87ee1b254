// What other features may use of sharing besides its api.ts (docs/architecture.md "Import
// rules"): re-exports only, so importing one name pulls in nothing else.
export { ManualCopyDialog } from './components/manual-copy-dialog';
export { useClipboardCopy, type CopyText } from './use-clipboard-copy';
