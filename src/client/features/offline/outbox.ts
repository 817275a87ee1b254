import {
  createStore,
  del,
  delMany,
  entries as storedEntries,
  set,
  setMany,
  type UseStore,
} from 'idb-keyval';
import { v7 as uuidv7 } from 'uuid';
import { bulkResultSchema } from '../../../domain/collection/collection';
import {
  MAX_CHANGES_PER_BATCH,
  stickerChangesResultSchema,
  type StickerChange,
} from '../../../domain/sticker/changes';
import type { BulkDelete, BulkUpdate, StickerPatch } from '../../../domain/sticker/sticker';
import { ApiError, apiErrorOf, apiSend } from '../../lib/api-client';
import type { ShownPatch } from '../stickers/public';

/**
 * The durable outbox (decision 016): every sticker change is written here, in IndexedDB, before
 * it is sent, and leaves only when the server has answered it. Changes go out in the order they
 * were made, each with its own id as its `Idempotency-Key`, so a change sent twice (a lost
 * answer, a second tab, a reload mid-send) is applied once. A change made with signal goes at
 * once, alone; a backlog (after the signal returns) goes in batches of up to 100 to
 * `POST /api/stickers/changes`, each change still with its own key and its own answer
 * (decision 016 "Sending the backlog").
 */

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

/** What the answers of one send did to the outbox, written to IndexedDB together. */
interface Settled {
  /** Answered: they leave the outbox. */
  gone: OutboxEntry[];
  /** Refused on replay, or the skipped part of a bulk change: kept and listed. */
  kept: OutboxEntry[];
  /** Waiters to tell, once IndexedDB says the same as the screen. */
  tell: Array<() => void>;
}

/** One change's answer: its JSON body when it succeeded, the ApiError when it was refused. */
type Answer = { ok: true; body: unknown } | { ok: false; error: ApiError };

/**
 * One change's (non-transient) answer: a success leaves the outbox (a bulk change's skipped part
 * stays, listed); a refusal of a change made just now rolls it back on screen; a refusal on
 * replay is kept and listed, never dropped.
 */
function settle(entry: OutboxEntry, answer: Answer, settled: Settled) {
  const waiter = waiters.get(entry.id);
  waiters.delete(entry.id);
  if (answer.ok) {
    const { body } = answer;
    settled.gone.push(entry);
    // A bulk change saved in part on replay: the stickers it skipped are listed, not dropped.
    const skipped = waiter ? undefined : skippedPart(entry, body);
    if (skipped) settled.kept.push(skipped);
    lastSavedAt = Date.now();
    if (waiter) settled.tell.push(() => waiter.resolve({ status: 'sent', body }));
    return;
  }
  const { error } = answer;
  if (waiter) {
    // Refused the moment it was made: the screen says so and rolls back, as without an outbox.
    settled.gone.push(entry);
    settled.tell.push(() => waiter.reject(error));
  } else {
    entry.refusal = { status: error.status, message: error.serverMessage };
    settled.kept.push(entry);
  }
}

/** Applies what the answers settled: to the in-memory list, then IndexedDB, then the waiters. */
async function commit(settled: Settled) {
  const gone = new Set(settled.gone.map((entry) => entry.id));
  const known = new Set(all.map((entry) => entry.id));
  all = [
    ...all.filter((entry) => !gone.has(entry.id)),
    ...settled.kept.filter((e) => !known.has(e.id)),
  ];
  all.sort((a, b) => (a.id < b.id ? -1 : 1));
  if (gone.size > 0) await delMany([...gone], database());
  if (settled.kept.length > 0) {
    await setMany(
      settled.kept.map((entry) => [entry.id, entry]),
      database(),
    );
  }
  emit();
  for (const tell of settled.tell) tell();
}

const nothingSettled = (): Settled => ({ gone: [], kept: [], tell: [] });

async function sendOne(entry: OutboxEntry): Promise<'next' | 'stop'> {
  let response: Response;
  try {
    response = await apiSend(entry.method, entry.path, {
      body: entry.body,
      headers: { 'Idempotency-Key': entry.id },
    });
  } catch {
    return 'stop'; // no signal: everything stays, in order
  }
  if (isTransient(response.status)) return 'stop';
  const answer: Answer = response.ok
    ? { ok: true, body: await response.text().then((text) => (text ? JSON.parse(text) : null)) }
    : { ok: false, error: await apiErrorOf(response) };
  const settled = nothingSettled();
  settle(entry, answer, settled);
  await commit(settled);
  return 'next';
}

/** The batch change a waiting change stands for; undefined for what only goes alone (a swap). */
function asBatchChange(entry: OutboxEntry): StickerChange | undefined {
  const key = entry.id;
  if (entry.path === '/api/stickers/bulk') {
    if (entry.method === 'PATCH') {
      return { key, kind: 'bulkUpdate', body: entry.body as BulkUpdate };
    }
    if (entry.method === 'DELETE')
      return { key, kind: 'bulkDelete', body: entry.body as BulkDelete };
    return undefined;
  }
  const one = /^\/api\/stickers\/(\d+)$/.exec(entry.path);
  if (entry.method !== 'PATCH' || !one) return undefined;
  return { key, kind: 'update', id: Number(one[1]), body: entry.body as StickerPatch };
}

/** A batch stays well under the server's 1 MiB body limit (a bulk change can be large). */
const MAX_BATCH_CHARS = 512 * 1024;

/** The waiting changes at the head of the queue that can go together, in order. */
function nextBatch(waiting: readonly OutboxEntry[]) {
  const batch: Array<{ entry: OutboxEntry; change: StickerChange }> = [];
  let chars = 0;
  for (const entry of waiting) {
    const change = asBatchChange(entry);
    if (!change || batch.length === MAX_CHANGES_PER_BATCH) break;
    chars += JSON.stringify(change).length;
    if (batch.length > 0 && chars > MAX_BATCH_CHARS) break;
    batch.push({ entry, change });
  }
  return batch;
}

/**
 * Sends a batch and settles each change by its own answer, in order. 'stop' when nothing can be
 * sent now (no signal, a 5xx, signed out): whatever was not answered stays, in order. 'single'
 * when the server would not take the batch as a whole (e.g. one change it cannot read): the
 * changes then go one at a time, each getting its own answer.
 */
async function sendBatch(
  batch: ReadonlyArray<{ entry: OutboxEntry; change: StickerChange }>,
): Promise<'next' | 'stop' | 'single'> {
  let response: Response;
  try {
    response = await apiSend('POST', '/api/stickers/changes', {
      body: { changes: batch.map(({ change }) => change) },
    });
  } catch {
    return 'stop';
  }
  if (isTransient(response.status)) return 'stop';
  if (!response.ok) return 'single';
  const parsed = stickerChangesResultSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return 'single';
  const answers = new Map(parsed.data.answers.map((answer) => [answer.key, answer]));
  const settled = nothingSettled();
  let outcome: 'next' | 'stop' = 'next';
  for (const { entry } of batch) {
    const answer = answers.get(entry.id);
    // Never expected: a change without an answer, or one to try later, waits with those after it.
    if (!answer || isTransient(answer.status)) {
      outcome = 'stop';
      break;
    }
    const ok = answer.status >= 200 && answer.status <= 299;
    settle(
      entry,
      ok
        ? { ok, body: answer.body ?? null }
        : { ok, error: await ApiError.ofAnswer(answer.status, answer.body) },
      settled,
    );
  }
  await commit(settled);
  return outcome;
}

async function drain() {
  await load();
  const replayed = new Set<number>();
  let batching = true;
  for (;;) {
    const waiting = all.filter((entry) => entry.userId === userId && !entry.refusal);
    if (waiting.length === 0) break;
    // A change made with signal goes alone and at once; a backlog goes in batches.
    const batch = batching ? nextBatch(waiting) : [];
    const sent = batch.length >= 2 ? batch.map(({ entry }) => entry) : [waiting[0]!];
    const madeJustNow = new Set(sent.filter((e) => waiters.has(e.id)).map((e) => e.id));
    const outcome = batch.length >= 2 ? await sendBatch(batch) : await sendOne(waiting[0]!);
    if (outcome === 'single') {
      batching = false;
      continue;
    }
    for (const entry of sent) {
      const answered = !all.includes(entry) || entry.refusal !== undefined;
      if (answered && !madeJustNow.has(entry.id)) replayed.add(entry.change.collectionId);
    }
    emit();
    if (outcome === 'stop') break;
  }
  // Whatever did not get through now waits for the signal; its screen already shows it.
  for (const [id, waiter] of waiters) {
    if (all.some((entry) => entry.id === id)) waiter.resolve({ status: 'queued' });
    waiters.delete(id);
  }
  if (replayed.size > 0) for (const listener of replayListeners) listener([...replayed]);
}

/** Sends what is waiting, in order (a backlog in batches); one run at once. */
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
