// What other features may use of scan (docs/architecture.md "Import rules"): re-exports only.
export { ScanButton } from './components/scan-button';
