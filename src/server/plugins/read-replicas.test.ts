import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import {
  createCollectionFor,
  makePro,
  registerUser,
  type SignedInUser,
} from '../../test/factories';
import { request } from '../../test/http';
import type { DatabaseHandle } from '../db/client';
import { facebookGroups } from '../db/schema/groups';
import { ReplicaSet } from '../db/replicas';
import { WROTE_AT_COOKIE } from './read-replicas';

// The "replica" is a second database of its own that never receives the primary's writes: a
// replica infinitely behind. A read that answers from it cannot see what the test wrote, so each
// answer shows which database served it (decision 036).

let t: TestApp;
let standIn: DatabaseHandle;
let replicas: ReplicaSet;
const replica = { lagMs: 0, isDown: false };
let owner: SignedInUser;
let collectionId: number;
let templateId: number;
let publicId: string;
let wroteAt: string;

const AFTER_WRITE_MS = 5_000;

beforeAll(async () => {
  standIn = await createTestDatabase();
  replicas = new ReplicaSet(
    [
      {
        name: 'stand-in',
        db: standIn.db,
        probe: async () => {
          if (replica.isDown) throw new Error('connect ECONNREFUSED');
          return replica.lagMs;
        },
        close: () => standIn.close(),
      },
    ],
    { maxLagMs: 1_000, probeEveryMs: 250 },
  );
  await replicas.probeAll();
  const primary = await createTestDatabase();
  t = await createTestApp(
    { DATABASE_REPLICA_AFTER_WRITE_MS: String(AFTER_WRITE_MS) },
    { database: { ...primary, replicas } },
  );
  owner = await registerUser(t.app);
  const collection = await createCollectionFor(t.app, owner.cookie);
  collectionId = collection.id;
  templateId = collection.templateId;
  const shared = await request(
    t.app,
    'PATCH',
    `/api/collections/${collectionId}/sharing`,
    { isPublic: true },
    { cookie: owner.cookie },
  );
  expect(shared.statusCode).toBe(200);
  publicId = new URL((shared.json() as { publicUrl: string }).publicUrl).searchParams.get(
    'collection',
  )!;
  const mark = shared.cookies.find((cookie) => cookie.name === WROTE_AT_COOKIE);
  expect(mark).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: AFTER_WRITE_MS / 1000 });
  wroteAt = `${WROTE_AT_COOKIE}=${mark!.value}`;
});

afterAll(async () => {
  await t.close();
  await replicas.close();
});

const publicList = (cookie?: string) =>
  request(t.app, 'GET', `/api/public/collections/${publicId}`, undefined, { cookie });

async function setReplica(state: Partial<typeof replica>) {
  Object.assign(replica, { lagMs: 0, isDown: false }, state);
  await replicas.probeAll();
}

describe('reads that tolerate lag go to a read replica', () => {
  it('answers a stranger’s public list from the replica', async () => {
    await setReplica({});
    // The stand-in never got the share: the replica answered.
    expect((await publicList()).statusCode).toBe(404);
  });

  it('reads a collector’s own change back from the primary within the window after it', async () => {
    await setReplica({});
    expect((await publicList(wroteAt)).statusCode).toBe(200);
    const both = `${owner.cookie}; ${wroteAt}`;
    const matches = await request(
      t.app,
      'GET',
      `/api/collections/${collectionId}/matches`,
      undefined,
      { cookie: both },
    );
    expect(matches.statusCode).toBe(200);
  });

  it('sends the same browser to the replica again once the window has passed', async () => {
    await setReplica({});
    t.clock.advance(AFTER_WRITE_MS + 1);
    expect((await publicList(wroteAt)).statusCode).toBe(404);
    const cookie = `${owner.cookie}; ${wroteAt}`;
    const matches = await request(
      t.app,
      'GET',
      `/api/collections/${collectionId}/matches`,
      undefined,
      { cookie },
    );
    expect(matches.statusCode).toBe(404);
    const album = await request(
      t.app,
      'GET',
      `/api/collection-templates/${templateId}`,
      undefined,
      {
        cookie,
      },
    );
    expect(album.statusCode).toBe(404);
  });

  it('keeps the collector’s own stickers on the primary whatever the replica', async () => {
    await setReplica({});
    const stickers = await request(
      t.app,
      'GET',
      `/api/collections/${collectionId}/stickers`,
      undefined,
      { cookie: owner.cookie },
    );
    expect(stickers.statusCode).toBe(200);
  });

  it('skips a replica further behind than the bound, and says so on /readyz', async () => {
    await setReplica({ lagMs: 5_000 });
    expect((await publicList()).statusCode).toBe(200);
    const ready = await request(t.app, 'GET', '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      replicas: [{ name: 'stand-in', state: 'lagging', lagMs: 5_000 }],
    });
  });

  it('skips a replica that is down, stays ready, and uses it again once it answers', async () => {
    await setReplica({ isDown: true });
    expect((await publicList()).statusCode).toBe(200);
    const ready = await request(t.app, 'GET', '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      replicas: [{ name: 'stand-in', state: 'down', lagMs: null }],
    });
    await setReplica({});
    expect((await publicList()).statusCode).toBe(404);
    expect((await request(t.app, 'GET', '/readyz')).json()).toMatchObject({
      replicas: [{ state: 'ready', lagMs: 0 }],
    });
  });

  it('finds groups in the replica’s directory for a collection read from the primary', async () => {
    await setReplica({});
    t.clock.advance(AFTER_WRITE_MS + 1);
    await makePro(t.database, owner);
    await t.database.db.insert(facebookGroups).values({ name: 'Only on the primary swaps' });
    const found = await request(
      t.app,
      'POST',
      `/api/collections/${collectionId}/facebook-groups`,
      undefined,
      { cookie: owner.cookie },
    );
    // The stand-in has neither the collection (a 404 had it been read there) nor the group.
    expect(found.statusCode).toBe(200);
    const { groups } = found.json() as { groups: Array<{ name: string }> };
    expect(groups.map((group) => group.name)).not.toContain('Only on the primary swaps');
  });

  it('sets no mark on a read', async () => {
    const read = await publicList();
    expect(read.cookies.some((cookie) => cookie.name === WROTE_AT_COOKIE)).toBe(false);
  });
});
