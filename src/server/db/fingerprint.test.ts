import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createCollectionFor, registerUser } from '../../test/factories';
import { dbFingerprint } from '../../test/fingerprint';

// The tests' proof that a refused request changed nothing (src/test/fingerprint.ts) must see a
// change to any row, or every "changes nothing" assertion would pass on its own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dbFingerprint', () => {
  it('is the same while nothing changes, and differs after an insert or an update', async () => {
    const empty = await dbFingerprint(t.database);
    expect(await dbFingerprint(t.database)).toBe(empty);

    const owner = await registerUser(t.app);
    const registered = await dbFingerprint(t.database);
    expect(registered).not.toBe(empty);

    await createCollectionFor(t.app, owner.cookie, { totalStickers: 3 });
    const withAlbum = await dbFingerprint(t.database);
    expect(withAlbum).not.toBe(registered);

    await t.database.db.execute(`update stickers set owned = true where id = (
      select min(id) from stickers)`);
    expect(await dbFingerprint(t.database)).not.toBe(withAlbum);
    expect(await dbFingerprint(t.database)).toMatch(/^users:1:[0-9a-f]{32} sessions:/);
  });
});
