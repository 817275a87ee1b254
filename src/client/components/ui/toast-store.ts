import { useSyncExternalStore } from 'react';
import { errorMessage } from '../../lib/api-client';

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** Milliseconds; 5000 by default. */
  duration?: number;
  /** One button in the toast, e.g. Undo; pressing it runs `onClick` and closes the toast. */
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

// Only one toast at a time (docs/product.md "Limits and rules"); a new one replaces the current.
let current: ToastItem | null = null;
/** A notice waiting for the toast on screen to close (`notice`). */
let waitingNotice: ToastOptions | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing any that is showing. */
export function toast(options: ToastOptions) {
  current = { ...options, id: nextId++, open: true };
  emit();
  return current.id;
}

/**
 * Shows a toast nobody asked for (e.g. "Ready to work offline"): it never replaces one that is
 * showing, which answers something the collector did (an Undo, a copy to finish by hand), but
 * waits for it to close.
 */
export function notice(options: ToastOptions) {
  if (current?.open) waitingNotice = options;
  else toast(options);
}

/**
 * Shows a failure: `title` says what failed, the description is the server's message (the JSON
 * `message` of an ApiError) or `fallback` when the error carries none.
 * Example: `onError: (error) => toastError(error, 'Failed to delete collection')`.
 */
export function toastError(error: unknown, title: string, fallback?: string) {
  return toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}

export function dismissToast(id: number) {
  if (current?.id !== id) return;
  current = { ...current, open: false };
  emit();
  const waiting = waitingNotice;
  waitingNotice = null;
  if (waiting) toast(waiting);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast on screen (or closing), if any. */
export const currentToast = () => current;

export function useCurrentToast() {
  return useSyncExternalStore(subscribe, currentToast, () => null);
}
