// What other features may use of offline (decision 016): the outbox that sticker changes go
// through, the waiting changes laid on a list, saving the cached lists at once or forgetting
// them, and the header's banner and badge (docs/architecture.md "Import rules"). Re-exports only,
// so importing one name pulls in nothing else.
export {
  clearOutboxOf,
  flushOutbox,
  outboxSnapshot,
  submitChange,
  subscribeOutbox,
  waitingRequestsTo,
  type SubmitOutcome,
} from './outbox';
export { withPendingChanges } from './pending';
export { clearOfflineCache, saveOfflineCacheNow } from './persistence';
export { useOfflineSync } from './use-offline-sync';
export { OfflineBanner } from './components/offline-banner';
export { OutboxStatus } from './components/outbox-status';
