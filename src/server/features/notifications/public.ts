// What other features use of notifications (docs/architecture.md "Import rules"): re-exports only.
export { notifySwapSide, recordNotification } from './mutations/record';
export { notificationPath, notificationText } from './notification-email';
