import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sticker } from '../../../domain/sticker/sticker';
import { shownUpdates } from '../stickers/public';
import { makeSticker } from '../stickers/test-stickers';
import type * as OutboxModule from './outbox';
import type * as PendingModule from './pending';

type Outbox = typeof OutboxModule;
type Pending = typeof PendingModule;

interface Sent {
  path: string;
  key: string;
  body: unknown;
}

type Planned = number | 'offline' | { status: number; body: unknown };
type Answer = { status: number; body: unknown };

const answerTo = (next: Exclude<Planned, 'offline'>): Answer =>
  typeof next === 'object'
    ? next
    : {
        status: next,
        body:
          next < 300
            ? { ok: true }
            : { message: 'This collection is archived', code: 'COLLECTION_ARCHIVED' },
      };

/** The request a change of a batch stands for (domain/sticker/changes.ts `requestLineOf`). */
function pathOf(change: { kind: string; id?: number }) {
  return change.kind === 'update' ? `/api/stickers/${change.id}` : '/api/stickers/bulk';
}

/**
 * A fake network: answers each change with the next planned answer, or fails with no signal.
 * A batch (`POST /api/stickers/changes`) takes one planned answer per change, in order, and is
 * listed in `sent` change by change; `requests` lists each request as it went (path, changes).
 * `batchPlan` answers whole batches first: a status refuses the batch as a whole.
 */
function network() {
  const sent: Sent[] = [];
  const requests: Array<{ path: string; changes: number }> = [];
  const plan: Planned[] = [];
  const batchPlan: Array<number | 'offline'> = [];
  const fetchStub = vi.fn(async (path: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as unknown;
    if (path === '/api/stickers/changes') {
      const whole = batchPlan.shift();
      if (whole === 'offline' || (whole === undefined && plan[0] === 'offline')) {
        if (whole === undefined) plan.shift();
        throw new TypeError('Failed to fetch');
      }
      const { changes } = body as {
        changes: Array<{ key: string; kind: string; id?: number; body: unknown }>;
      };
      requests.push({ path, changes: changes.length });
      if (whole !== undefined) {
        return new Response(JSON.stringify({ message: 'No', code: 'VALIDATION_FAILED' }), {
          status: whole,
        });
      }
      const answers = changes.map((change) => {
        sent.push({ path: pathOf(change), key: change.key, body: change.body });
        const next = plan.shift() ?? 200;
        return { key: change.key, ...answerTo(next === 'offline' ? 503 : next), replayed: false };
      });
      return new Response(JSON.stringify({ answers }), { status: 200 });
    }
    const next = plan.shift() ?? 200;
    if (next === 'offline') throw new TypeError('Failed to fetch');
    const headers = init.headers as Record<string, string>;
    requests.push({ path, changes: 1 });
    sent.push({ path, key: headers['Idempotency-Key']!, body });
    const answer = answerTo(next);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { sent, plan, batchPlan, requests };
}

const change = (id: number, owned: boolean) => ({
  method: 'PATCH' as const,
  path: `/api/stickers/${id}`,
  body: { owned },
  change: { kind: 'update' as const, collectionId: 1, updates: [{ id, data: { owned } }] },
  label: `Sticker ${id}`,
});

let outbox: Outbox;
let pending: Pending;

// Each test gets a fresh module (its in-memory mirror) over a fresh IndexedDB, like a new page.
beforeEach(async () => {
  vi.resetModules();
  outbox = await import('./outbox');
  pending = await import('./pending');
  await outbox.setOutboxUser(7);
});
afterEach(async () => {
  await outbox.clearOutboxOf(7);
  await outbox.clearOutboxOf(8);
  vi.unstubAllGlobals();
});

/** The same IndexedDB read by a new page: a fresh module that loads what was stored. */
async function reopen(userId: number) {
  vi.resetModules();
  outbox = await import('./outbox');
  pending = await import('./pending');
  await outbox.setOutboxUser(userId);
  await outbox.flushOutbox();
}

describe('the outbox', () => {
  it('sends a change at once when there is signal, with its id as Idempotency-Key', async () => {
    const { sent } = network();
    const outcome = await outbox.submitChange(change(1, true));
    expect(outcome).toEqual({ status: 'sent', body: { ok: true } });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(outbox.outboxSnapshot().waiting).toBe(0);
  });

  it('keeps changes made with no signal, in order, across a new page, and sends each once', async () => {
    const { sent, plan } = network();
    plan.push('offline', 'offline', 'offline');
    expect(await outbox.submitChange(change(1, true))).toEqual({ status: 'queued' });
    expect(await outbox.submitChange(change(2, true))).toEqual({ status: 'queued' });
    expect(await outbox.submitChange(change(1, false))).toEqual({ status: 'queued' });
    expect(outbox.outboxSnapshot().waiting).toBe(3);

    await reopen(7);
    expect(sent.map((s) => [s.path, s.body])).toEqual([
      ['/api/stickers/1', { owned: true }],
      ['/api/stickers/2', { owned: true }],
      ['/api/stickers/1', { owned: false }],
    ]);
    expect(new Set(sent.map((s) => s.key)).size).toBe(3);
    expect(outbox.outboxSnapshot().waiting).toBe(0);
  });

  it('stops at a 5xx or 401 and tries the same change again later, with the same key', async () => {
    const { sent, plan } = network();
    plan.push(503);
    expect(await outbox.submitChange(change(1, true))).toEqual({ status: 'queued' });
    plan.push(401);
    await outbox.flushOutbox();
    expect(outbox.outboxSnapshot().waiting).toBe(1);
    await outbox.flushOutbox();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
    expect(outbox.outboxSnapshot().waiting).toBe(0);
  });

  it('rejects a change refused the moment it is made, keeping nothing', async () => {
    const { plan } = network();
    plan.push(409);
    await expect(outbox.submitChange(change(1, true))).rejects.toMatchObject({ status: 409 });
    expect(outbox.outboxSnapshot()).toMatchObject({ waiting: 0, refused: [] });
  });

  it('lists a change refused on replay, lets it be retried or discarded, and goes on with the rest', async () => {
    const { sent, plan } = network();
    plan.push('offline', 'offline');
    await outbox.submitChange(change(1, true));
    await outbox.submitChange(change(2, true));
    const replayed: number[][] = [];
    outbox.onReplayed((ids) => replayed.push(ids));

    plan.push(409); // the first is refused when it finally arrives; the second goes through
    await outbox.flushOutbox();
    const { refused, waiting } = outbox.outboxSnapshot();
    expect(waiting).toBe(0);
    expect(refused.map((e) => [e.label, e.refusal])).toEqual([
      ['Sticker 1', { status: 409, message: 'This collection is archived' }],
    ]);
    expect(sent.map((s) => s.path)).toEqual(['/api/stickers/1', '/api/stickers/2']);
    expect(replayed).toEqual([[1]]);

    await outbox.retryRefused(refused[0]!.id);
    expect(outbox.outboxSnapshot().refused).toEqual([]);
    expect(sent.at(-1)!.key).toBe(sent[0]!.key);

    plan.push('offline');
    await outbox.submitChange(change(3, true));
    plan.push(404);
    await outbox.flushOutbox();
    const [gone] = outbox.outboxSnapshot().refused;
    await outbox.discardRefused(gone!.id);
    expect(outbox.outboxSnapshot().refused).toEqual([]);
  });

  it('lists the stickers a bulk change skipped on replay, and retries just those', async () => {
    const { sent, plan } = network();
    plan.push('offline');
    const updates = [1, 2, 3].map((id) => ({ id, data: { owned: true } }));
    await outbox.submitChange({
      method: 'PATCH',
      path: '/api/stickers/bulk',
      body: { updates },
      change: { kind: 'update', collectionId: 1, updates },
      label: '3 stickers owned',
    });

    // Sticker 2 was deleted on another device meanwhile: the rest is saved, 2 is listed.
    const skipped = { id: 2, message: 'Sticker not found' };
    plan.push({ status: 200, body: { results: { success: [1, 3], errors: [skipped] } } });
    await outbox.flushOutbox();
    const { refused, waiting } = outbox.outboxSnapshot();
    expect(waiting).toBe(0);
    expect(refused.map((e) => [e.label, e.refusal, e.change])).toEqual([
      [
        '3 stickers owned',
        { status: 409, message: 'Sticker not found' },
        { kind: 'update', collectionId: 1, updates: [updates[1]] },
      ],
    ]);

    await outbox.retryRefused(refused[0]!.id);
    expect(sent.at(-1)!.body).toEqual({ updates: [updates[1]] });
    expect(sent.at(-1)!.key).not.toBe(sent.at(-2)!.key);
    expect(outbox.outboxSnapshot().refused).toEqual([]);
  });

  it('sends only the signed-in collector’s changes; another account’s wait for them', async () => {
    const { sent, plan } = network();
    plan.push('offline');
    await outbox.submitChange(change(1, true));
    await reopen(8);
    expect(sent).toEqual([]);
    expect(outbox.outboxSnapshot().waiting).toBe(0);
    await reopen(7);
    expect(sent).toHaveLength(1);
  });

  it('shows waiting changes on top of the list the server sent, in order', async () => {
    const { plan } = network();
    plan.push('offline', 'offline', 'offline');
    await outbox.submitChange(change(1, true));
    await outbox.submitChange({
      method: 'DELETE',
      path: '/api/stickers/bulk',
      body: { ids: [3] },
      change: { kind: 'delete', collectionId: 1, ids: [3] },
      label: '1 sticker deleted',
    });
    await outbox.submitChange(change(2, true));
    const fromServer: Sticker[] = [1, 2, 3, 4].map((id) => makeSticker(id));
    const shown = pending.withPendingChanges(1, fromServer);
    expect(shown.map((s) => [s.number, s.owned])).toEqual([
      ['1', true],
      ['2', true],
      ['4', false],
    ]);
    // Laying them on again changes nothing.
    expect(pending.withPendingChanges(1, shown)).toEqual(shown);
    expect(pending.withPendingChanges(2, fromServer)).toEqual(fromServer);
  });

  it('sends "one more copy" as +1 but never shows it twice (decision 016 "Merge rules")', async () => {
    const { sent, plan } = network();
    plan.push('offline', 'offline');
    const shownBefore = [makeSticker(1, { owned: true, quantity: 2 }), makeSticker(2)];
    const oneMore = (list: readonly Sticker[]) => {
      const updates = [{ id: 1, data: { quantityDelta: 1 } }];
      return {
        method: 'PATCH' as const,
        path: '/api/stickers/1',
        body: updates[0]!.data,
        change: { kind: 'update' as const, collectionId: 1, updates: shownUpdates(list, updates) },
        label: 'Sticker 1: 1 more copy',
      };
    };
    await outbox.submitChange(oneMore(shownBefore));
    // The second tap is worked out on the list that shows the first.
    const afterFirst = pending.withPendingChanges(1, shownBefore);
    await outbox.submitChange(oneMore(afterFirst));
    const copies = (list: readonly Sticker[]) => list[0]!.quantity;

    expect(copies(pending.withPendingChanges(1, shownBefore))).toBe(4);
    // A restored list that already shows both, and a server list that counted the first while
    // its answer was lost: neither counts a copy twice.
    expect(
      copies(pending.withPendingChanges(1, [makeSticker(1, { owned: true, quantity: 4 })])),
    ).toBe(4);
    expect(
      copies(pending.withPendingChanges(1, [makeSticker(1, { owned: true, quantity: 3 })])),
    ).toBe(4);

    await outbox.flushOutbox();
    expect(sent.map((s) => s.body)).toEqual([{ quantityDelta: 1 }, { quantityDelta: 1 }]);
    expect(outbox.pendingChanges(1)).toEqual([]);
  });
});

/** `count` changes made with no signal: sticker 1, 2, … marked owned, each its own change. */
async function queueOffline(plan: Planned[], count: number, first = 1) {
  for (let i = 0; i < count; i += 1) {
    plan.push('offline');
    expect(await outbox.submitChange(change(first + i, true))).toEqual({ status: 'queued' });
  }
  plan.length = 0;
}

const swap = {
  method: 'POST' as const,
  path: '/api/collections/1/in-person-swaps',
  body: { give: [1], get: [2] },
  change: { kind: 'update' as const, collectionId: 1, updates: [] },
  label: 'Swap in person',
};

describe('sending the backlog in batches (decision 016 "Sending the backlog")', () => {
  it('sends 250 waiting changes as 3 requests of at most 100, in order, each change once with its own key', async () => {
    const { sent, requests, plan } = network();
    await queueOffline(plan, 250);
    const keys = outbox.waitingRequestsTo('/api/stickers/1').map((e) => e.id);
    const replayed: number[][] = [];
    outbox.onReplayed((ids) => replayed.push(ids));

    await outbox.flushOutbox();
    expect(requests).toEqual([
      { path: '/api/stickers/changes', changes: 100 },
      { path: '/api/stickers/changes', changes: 100 },
      { path: '/api/stickers/changes', changes: 50 },
    ]);
    expect(sent.map((s) => s.path)).toEqual(
      Array.from({ length: 250 }, (_, i) => `/api/stickers/${i + 1}`),
    );
    expect(sent[0]!.key).toBe(keys[0]);
    expect(new Set(sent.map((s) => s.key)).size).toBe(250);
    expect(outbox.outboxSnapshot()).toMatchObject({ waiting: 0, refused: [] });
    expect(replayed).toEqual([[1]]);

    // Nothing is left to send again, on this page or a new one.
    await reopen(7);
    expect(requests).toHaveLength(3);
  });

  it('lists the changes a batch refused, saves the rest, and keeps a bulk change’s skipped stickers', async () => {
    const { sent, plan } = network();
    await queueOffline(plan, 2);
    plan.push('offline');
    const updates = [5, 6].map((id) => ({ id, data: { owned: true } }));
    await outbox.submitChange({
      method: 'PATCH',
      path: '/api/stickers/bulk',
      body: { updates },
      change: { kind: 'update', collectionId: 1, updates },
      label: '2 stickers owned',
    });
    plan.length = 0;

    const skipped = { id: 6, message: 'Sticker not found' };
    plan.push(200, 409, { status: 200, body: { results: { success: [5], errors: [skipped] } } });
    await outbox.flushOutbox();
    expect(sent.map((s) => s.path)).toEqual([
      '/api/stickers/1',
      '/api/stickers/2',
      '/api/stickers/bulk',
    ]);
    const { refused, waiting } = outbox.outboxSnapshot();
    expect(waiting).toBe(0);
    expect(refused.map((e) => [e.label, e.refusal])).toEqual([
      ['Sticker 2', { status: 409, message: 'This collection is archived' }],
      ['2 stickers owned', { status: 409, message: 'Sticker not found' }],
    ]);

    // Kept in IndexedDB: a new page lists the same two, and sends nothing.
    await reopen(7);
    expect(outbox.outboxSnapshot().refused.map((e) => e.label)).toEqual([
      'Sticker 2',
      '2 stickers owned',
    ]);
    expect(sent).toHaveLength(3);
  });

  it('keeps the whole batch, in order and with the same keys, when it gets no answer or a 5xx', async () => {
    const { sent, requests, plan, batchPlan } = network();
    await queueOffline(plan, 150);

    // The first batch is saved; the signal drops before the second.
    const realFetch = globalThis.fetch;
    let calls = 0;
    vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
      calls += 1;
      if (calls === 2) return Promise.reject(new TypeError('Failed to fetch'));
      return realFetch(path, init);
    });
    await outbox.flushOutbox();
    expect(outbox.outboxSnapshot().waiting).toBe(50);
    expect(sent).toHaveLength(100);

    // The server fails the next try as a whole: nothing is lost or listed as refused.
    vi.stubGlobal('fetch', realFetch);
    batchPlan.push(503);
    await outbox.flushOutbox();
    expect(outbox.outboxSnapshot()).toMatchObject({ waiting: 50, refused: [] });

    await outbox.flushOutbox();
    expect(outbox.outboxSnapshot().waiting).toBe(0);
    expect(sent.map((s) => s.path)).toEqual(
      Array.from({ length: 150 }, (_, i) => `/api/stickers/${i + 1}`),
    );
    expect(requests.map((r) => r.changes)).toEqual([100, 50, 50]);
  });

  it('stops at a change answered with a 5xx inside a batch; it and those after it wait', async () => {
    const { sent, plan } = network();
    await queueOffline(plan, 4);
    plan.push(200, 503, 200, 200);
    await outbox.flushOutbox();
    expect(outbox.outboxSnapshot()).toMatchObject({ waiting: 3, refused: [] });
    const retried = sent.length;
    await outbox.flushOutbox();
    expect(sent.slice(retried).map((s) => s.key)).toEqual(sent.slice(1, 4).map((s) => s.key));
    expect(outbox.outboxSnapshot().waiting).toBe(0);
  });

  it('sends the changes one at a time when the server will not take the batch as a whole', async () => {
    const { requests, plan, batchPlan } = network();
    await queueOffline(plan, 3);
    batchPlan.push(400);
    plan.push(200, 400, 200);
    await outbox.flushOutbox();
    expect(requests).toEqual([
      { path: '/api/stickers/changes', changes: 3 },
      { path: '/api/stickers/1', changes: 1 },
      { path: '/api/stickers/2', changes: 1 },
      { path: '/api/stickers/3', changes: 1 },
    ]);
    expect(outbox.outboxSnapshot().refused.map((e) => e.label)).toEqual(['Sticker 2']);
  });

  it('sends an in-person swap on its own, between the batches before and after it', async () => {
    const { requests, sent, plan } = network();
    await queueOffline(plan, 2);
    plan.push('offline');
    await outbox.submitChange(swap);
    plan.length = 0;
    await queueOffline(plan, 2, 3);
    await outbox.flushOutbox();
    expect(requests).toEqual([
      { path: '/api/stickers/changes', changes: 2 },
      { path: '/api/collections/1/in-person-swaps', changes: 1 },
      { path: '/api/stickers/changes', changes: 2 },
    ]);
    expect(sent.map((s) => s.path)).toEqual([
      '/api/stickers/1',
      '/api/stickers/2',
      '/api/collections/1/in-person-swaps',
      '/api/stickers/3',
      '/api/stickers/4',
    ]);
    expect(sent[2]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(outbox.outboxSnapshot().waiting).toBe(0);
  });

  it('answers a change made with signal behind a backlog with its own answer, or rolls it back', async () => {
    const { plan } = network();
    await queueOffline(plan, 2);
    plan.push(200, 200, 409);
    await expect(outbox.submitChange(change(9, true))).rejects.toMatchObject({ status: 409 });
    expect(outbox.outboxSnapshot()).toMatchObject({ waiting: 0, refused: [] });

    await queueOffline(plan, 1, 10);
    plan.push(200, { status: 200, body: { id: 11 } });
    expect(await outbox.submitChange(change(11, true))).toEqual({
      status: 'sent',
      body: { id: 11 },
    });
  });
});
