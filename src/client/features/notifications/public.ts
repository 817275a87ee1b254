// What other features may use of notifications besides its api.ts (docs/architecture.md "Import
// rules"): re-exports only, so importing one name pulls in nothing else.
export { NotificationBell } from './components/notification-bell';
export { ChannelSwitches } from './components/notification-settings-card';
