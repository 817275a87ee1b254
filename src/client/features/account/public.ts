// What other features may use of account besides its api.ts (docs/architecture.md "Import
// rules"): re-exports only, so importing one name pulls in nothing else.
export { SettingsCard } from './components/settings-card';
