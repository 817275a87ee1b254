import { v7 as uuidv7 } from 'uuid';
import type { ApiClient, ApiResponse } from './api-client';

/**
 * One queued sticker change as the browser's outbox sends it (src/client/features/offline/
 * outbox.ts, decision 016): `PATCH /api/stickers/:id` with the change's own UUIDv7 as the
 * `Idempotency-Key` header (decision 015).
 */
export interface QueuedChange {
  key: string;
  stickerId: number;
  body: Record<string, unknown>;
}

export const queueChange = (stickerId: number, body: Record<string, unknown>): QueuedChange => ({
  key: uuidv7(),
  stickerId,
  body,
});

/** Sends one change; rejects when no answer arrives (the server died, the signal went). */
export function sendChange(client: ApiClient, change: QueuedChange): Promise<ApiResponse> {
  return client.call('PATCH', `/api/stickers/${change.stickerId}`, change.body, {
    'idempotency-key': change.key,
  });
}

/**
 * Sends waiting changes together, as the outbox sends a backlog (decision 016 "Sending the
 * backlog"): `POST /api/stickers/changes`, each change with its own key. Rejects when no answer
 * arrives.
 */
export function sendBatch(
  client: ApiClient,
  changes: readonly QueuedChange[],
): Promise<ApiResponse> {
  return client.call('POST', '/api/stickers/changes', {
    changes: changes.map(({ key, stickerId, body }) => ({
      key,
      kind: 'update',
      id: stickerId,
      body,
    })),
  });
}

/** One change's answer in a batch's answer. */
export interface BatchAnswer {
  key: string;
  status: number;
  body: unknown;
  replayed: boolean;
}

/** The collection's version, from its sticker list's ETag (`"stickers-<id>-<version>"`). */
export async function collectionVersion(client: ApiClient, collectionId: number): Promise<number> {
  const response = await client.call('GET', `/api/collections/${collectionId}/stickers`);
  const etag = response.headers.get('etag') ?? '';
  const match = /^"stickers-\d+-(\d+)"$/.exec(etag);
  if (response.status !== 200 || !match) {
    throw new Error(`no version in the sticker list's ETag (${response.status}, ${etag})`);
  }
  return Number(match[1]);
}
