import { useSyncExternalStore } from 'react';

/** Why the upgrade dialog is open: the server's reason (e.g. the free limit), or none. */
export interface UpgradeRequest {
  reason?: string;
}

// One upgrade dialog for the whole app (mounted by app.tsx), opened from anywhere with
// `showUpgrade`, like a toast: no screen threads an "upgrade" callback down to its children.
let request: UpgradeRequest | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Opens the upgrade dialog, with the reason it shows above the pitch when there is one. */
export function showUpgrade(reason?: string) {
  request = reason === undefined ? {} : { reason };
  emit();
}

/** Closes the upgrade dialog. */
export function closeUpgrade() {
  request = null;
  emit();
}

/** The open upgrade request, or null while the dialog is closed. */
export function currentUpgradeRequest(): UpgradeRequest | null {
  return request;
}

/** Calls `listener` whenever the dialog opens or closes; returns the unsubscribe. */
export function subscribeToUpgrade(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The open upgrade request, or null while the dialog is closed. */
export function useUpgradeRequest(): UpgradeRequest | null {
  return useSyncExternalStore(subscribeToUpgrade, currentUpgradeRequest, () => null);
}
