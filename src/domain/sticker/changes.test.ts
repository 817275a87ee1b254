import { describe, expect, it } from 'vitest';
import {
  INVALID_KEY_MESSAGE,
  MAX_CHANGES_PER_BATCH,
  requestLineOf,
  stickerChangesSchema,
} from './changes';
import { stickerPatchSchema } from './sticker';

const update = (key: string, id: number, body: unknown) => ({ key, kind: 'update', id, body });
const firstMessage = (input: unknown) => {
  const result = stickerChangesSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]!.message;
};

describe('a batch of waiting sticker changes', () => {
  it('reads each change with the schema of the request it stands for', () => {
    const parsed = stickerChangesSchema.parse({
      changes: [
        update('a', 7, { pendingWith: '  Sam ', isPending: true }),
        { key: 'b', kind: 'bulkUpdate', body: { updates: [{ id: 8, data: { owned: true } }] } },
        { key: 'c', kind: 'bulkDelete', body: { ids: [9] } },
      ],
    });
    // The same body as validated alone: the key's fingerprint is the same either way.
    expect(parsed.changes[0]!.body).toEqual(
      stickerPatchSchema.parse({ pendingWith: '  Sam ', isPending: true }),
    );
    expect(parsed.changes.map(requestLineOf)).toEqual([
      { method: 'PATCH', url: '/api/stickers/7' },
      { method: 'PATCH', url: '/api/stickers/bulk' },
      { method: 'DELETE', url: '/api/stickers/bulk' },
    ]);
  });

  it('refuses an empty batch, one too many, a key used twice and a bad key, in plain words', () => {
    expect(firstMessage({ changes: [] })).toBe('No changes to save');
    const many = Array.from({ length: MAX_CHANGES_PER_BATCH + 1 }, (_, i) =>
      update(`k${i}`, i + 1, { owned: true }),
    );
    expect(firstMessage({ changes: many })).toBe('Send at most 100 changes at once');
    expect(
      firstMessage({ changes: [update('k', 1, { owned: true }), update('k', 2, { owned: true })] }),
    ).toBe('Each change in a batch needs its own key');
    expect(firstMessage({ changes: [update('', 1, { owned: true })] })).toBe(INVALID_KEY_MESSAGE);
    expect(firstMessage({ changes: [update('k', 1, {})] })).toBe('Nothing to update');
  });
});
