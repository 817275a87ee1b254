import { createStore, del, entries as storedEntries, set, type UseStore } from 'idb-keyval';
import { v7 as uuidv7 } from 'uuid';
import { bulkResultSchema } from '../../../domain/collection/collection';
import type { StickerPatch } from '../../../domain/sticker/sticker';
import { ApiError } from '../../lib/api-client';

/**
 * The durable outbox (decision 016): every sticker change is written here, in IndexedDB, before
 * it is sent, and leaves only when the server has answered it. Changes go out one at a time in
 * the order they were made, each with its own id as the `Idempotency-Key` header, so a change
 * sent twice (a lost answer, a second tab, a reload mid-send) is applied once.
 */

/**
 * A sticker change as the screen shows it: values only, never `quantityDelta`. Copies added or
 * taken away are shown as the count the collector saw after the change, so laying the change on
 * a list that already shows it (or one the server already counted it in) changes nothing
 * (decision 016 "Merge rules"); the server still gets the increment.
 */
export type ShownPatch = Omit<StickerPatch, 'quantityDelta'>;

/** What a waiting change does to a collection's cached sticker list, to show it before it is saved. */
export type PendingChange =
  | { kind: 'update'; collectionId: number; updates: Array<{ id: number; data: ShownPatch }> }
  | { kind: 'delete'; collectionId: number; ids: number[] };

export interface OutboxEntry {
  /** A UUIDv7: sorts by creation time, and is the change's Idempotency-Key. */
  id: string;
  userId: number;
  /** POST: an in-person swap (decision 017), sent with its Idempotency-Key like the rest. */
  method: 'PATCH' | 'DELETE' | 'POST';
  path: string;
  body: unknown;
  change: PendingChange;
  /** How the change reads in the list of changes that could not be saved. */
  label: string;
  createdAt: number;
  /** Set when the server refused the change on replay: shown to the collector, never dropped. */
  refusal?: { status: number; message: string };
}

export type SubmitOutcome = { status: 'sent'; body: unknown } | { status: 'queued' };

export interface OutboxSnapshot {
  waiting: number;
  refused: readonly OutboxEntry[];
  /** When the last change reached the server, for "All changes saved". */
  lastSavedAt: number | undefined;
}

interface Waiter {
  resolve(outcome: SubmitOutcome): void;
  reject(error: unknown): void;
}

let store: UseStore | undefined;
const database = () => (store ??= createStore('swapsies-outbox', 'changes'));

let all: OutboxEntry[] = [];
let loading: Promise<void> | undefined;
let userId: number | undefined;
let draining: Promise<void> | undefined;
let lastSavedAt: number | undefined;
const waiters = new Map<string, Waiter>();
const listeners = new Set<() => void>();
const replayListeners = new Set<(collectionIds: number[]) => void>();
let snapshot: OutboxSnapshot = { waiting: 0, refused: [], lastSavedAt };

function emit() {
  const mine = all.filter((entry) => entry.userId === userId);
  snapshot = {
    waiting: mine.filter((entry) => !entry.refusal).length,
    refused: mine.filter((entry) => entry.refusal),
    lastSavedAt,
  };
  for (const listener of listeners) listener();
}

function load() {
  loading ??= storedEntries<string, OutboxEntry>(database()).then((stored) => {
    const known = new Set(all.map((entry) => entry.id));
    all = [...all, ...stored.map(([, entry]) => entry).filter((entry) => !known.has(entry.id))];
    all.sort((a, b) => (a.id < b.id ? -1 : 1));
    emit();
  });
  return loading;
}

/**
 * Whose changes are shown and sent: only the signed-in collector's (another's wait for them).
 * `send: false` only takes note, e.g. while the cached lists are restored before the first render.
 */
export async function setOutboxUser(id: number | undefined, { send = true } = {}) {
  userId = id;
  await load();
  emit();
  if (id !== undefined && send) void flushOutbox();
}

/** The changes still to be shown on top of what the server last said, for one collection. */
export function pendingChanges(collectionId: number): PendingChange[] {
  return all
    .filter((e) => e.userId === userId && !e.refusal && e.change.collectionId === collectionId)
    .map((entry) => entry.change);
}

/** The requests still waiting to be sent to one path, oldest first (e.g. swaps made offline). */
export function waitingRequestsTo(path: string): ReadonlyArray<Pick<OutboxEntry, 'id' | 'body'>> {
  return all.filter((e) => e.userId === userId && !e.refusal && e.path === path);
}

/**
 * Puts a change in the outbox and sends what is waiting, in order. Resolves `sent` with the
 * server's answer when this change got through now, `queued` when it waits for the signal;
 * rejects with the ApiError when the server refused it now (nothing is kept: the caller rolls back).
 */
export async function submitChange(
  change: Omit<OutboxEntry, 'id' | 'userId' | 'createdAt'>,
): Promise<SubmitOutcome> {
  await load();
  if (userId === undefined) throw new Error('Not signed in');
  const entry: OutboxEntry = { ...change, id: uuidv7(), userId, createdAt: Date.now() };
  await set(entry.id, entry, database());
  all.push(entry);
  emit();
  const outcome = new Promise<SubmitOutcome>((resolve, reject) => {
    waiters.set(entry.id, { resolve, reject });
  });
  void flushOutbox();
  return outcome;
}

async function remove(entry: OutboxEntry) {
  all = all.filter((e) => e.id !== entry.id);
  await del(entry.id, database());
}

/** Answers worth trying again later rather than showing as refused. */
const isTransient = (status: number) =>
  status >= 500 || status === 401 || status === 408 || status === 429;

/**
 * The part of a bulk change the server skipped (e.g. a sticker deleted on another device while
 * this one was offline), as a refused change of its own: it is listed with the server's reason,
 * and Retry sends just those stickers, under a new key (the old key's answer stays the same).
 */
function skippedPart(entry: OutboxEntry, answer: unknown): OutboxEntry | undefined {
  const parsed = bulkResultSchema.safeParse(answer);
  if (!parsed.success || parsed.data.results.errors.length === 0) return undefined;
  const { errors } = parsed.data.results;
  const failed = new Set(errors.map((error) => error.id));
  const message =
    errors.length === 1
      ? errors[0]!.message
      : `${errors.length} stickers weren’t saved: ${errors[0]!.message}`;
  const refusal = { status: 409, message };
  const base = { ...entry, id: uuidv7(), refusal };
  if (entry.change.kind === 'delete') {
    const ids = entry.change.ids.filter((id) => failed.has(id));
    return { ...base, body: { ids }, change: { ...entry.change, ids } };
  }
  const sent = (entry.body as { updates: Array<{ id: number }> }).updates;
  return {
    ...base,
    body: { updates: sent.filter((update) => failed.has(update.id)) },
    change: { ...entry.change, updates: entry.change.updates.filter((u) => failed.has(u.id)) },
  };
}

async function sendOne(entry: OutboxEntry): Promise<'next' | 'stop'> {
  let response: Response;
  try {
    response = await fetch(entry.path, {
      method: entry.method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': entry.id },
      body: JSON.stringify(entry.body),
    });
  } catch {
    return 'stop'; // no signal: everything stays, in order
  }
  if (isTransient(response.status)) return 'stop';
  const text = await response.text();
  const waiter = waiters.get(entry.id);
  waiters.delete(entry.id);
  if (response.ok) {
    const body = text ? (JSON.parse(text) as unknown) : null;
    await remove(entry);
    // A bulk change saved in part on replay: the stickers it skipped are listed, not dropped.
    const skipped = waiter ? undefined : skippedPart(entry, body);
    if (skipped) {
      await set(skipped.id, skipped, database());
      all.push(skipped);
      all.sort((a, b) => (a.id < b.id ? -1 : 1));
    }
    lastSavedAt = Date.now();
    waiter?.resolve({ status: 'sent', body });
    return 'next';
  }
  const error = new ApiError(response.status, text || response.statusText);
  if (waiter) {
    // Refused the moment it was made: the screen says so and rolls back, as without an outbox.
    await remove(entry);
    waiter.reject(error);
  } else {
    entry.refusal = { status: error.status, message: error.serverMessage };
    await set(entry.id, entry, database());
  }
  return 'next';
}

async function drain() {
  await load();
  const replayed = new Set<number>();
  for (;;) {
    const next = all.find((entry) => entry.userId === userId && !entry.refusal);
    if (!next) break;
    const hadWaiter = waiters.has(next.id);
    if ((await sendOne(next)) === 'stop') break;
    if (!hadWaiter) replayed.add(next.change.collectionId);
    emit();
  }
  // Whatever did not get through now waits for the signal; its screen already shows it.
  for (const [id, waiter] of waiters) {
    if (all.some((entry) => entry.id === id)) waiter.resolve({ status: 'queued' });
    waiters.delete(id);
  }
  if (replayed.size > 0) for (const listener of replayListeners) listener([...replayed]);
}

/** Sends what is waiting, one change at a time; one run at once. */
export function flushOutbox(): Promise<void> {
  draining ??= drain().finally(() => {
    draining = undefined;
  });
  return draining;
}

/** Called with the collections whose waiting changes were sent or refused on replay. */
export function onReplayed(listener: (collectionIds: number[]) => void) {
  replayListeners.add(listener);
  return () => replayListeners.delete(listener);
}

/** Tries a refused change again (e.g. after un-archiving its album on another device). */
export async function retryRefused(id: string) {
  const entry = all.find((e) => e.id === id);
  if (!entry) return;
  delete entry.refusal;
  await set(entry.id, entry, database());
  emit();
  await flushOutbox();
}

/** Drops a refused change for good, at the collector's word. */
export async function discardRefused(id: string) {
  const entry = all.find((e) => e.id === id);
  if (!entry?.refusal) return;
  await remove(entry);
  emit();
  for (const listener of replayListeners) listener([entry.change.collectionId]);
}

/** Forgets the signed-in collector's changes (logout, after they were sent or shown refused). */
export async function clearOutboxOf(id: number) {
  await load();
  for (const entry of all.filter((e) => e.userId === id)) await remove(entry);
  emit();
}

export function subscribeOutbox(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function outboxSnapshot(): OutboxSnapshot {
  return snapshot;
}
