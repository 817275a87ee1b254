// What other features may use of nearby besides its api.ts (docs/architecture.md "Import
// rules"): re-exports only, so importing one name pulls in nothing else.
export { radiusChoice, radiusWords, sharedReachWords } from './distance';
