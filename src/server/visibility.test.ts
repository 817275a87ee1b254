import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circleDetailSchema } from '../domain/circles/schemas';
import { matchesResponseSchema } from '../domain/matches/schemas';
import { createTestApp, type TestApp } from '../test/app';
import { queryRows } from '../test/database';
import {
  createTemplateFor,
  findableCollector,
  registerUser,
  type Collector,
} from '../test/factories';
import { request } from '../test/http';

// docs/security-checklist.md Z7, decision 030: one rule decides whether a collection may be shown
// to someone else, and a circle-only collection is shown to its owner and circle mates only. This
// walks every path that can show a collection (or its owner's username with a list) to another
// collector — public page, swap matches, proposing a swap, trade codes both ways, "They scanned
// you", notifications and the stranger's own export — with a child's circle-only collection, a
// circle mate and a stranger.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  who: { cookie: string } | undefined,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
) => request(t.app, method, url, body, who ? { cookie: who.cookie } : {});

async function ok(response: Awaited<ReturnType<typeof call>>, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

async function matchNames(who: Collector) {
  const body = await ok(await call(who, 'GET', `/api/collections/${who.collectionId}/matches`));
  return matchesResponseSchema.parse(body).matches.map((m) => m.username);
}

async function tradeCodeOf(who: Collector) {
  const body = await ok(
    await call(who, 'POST', `/api/collections/${who.collectionId}/trade-code`, {}),
    201,
  );
  return body.code as string;
}

async function scannedMe(who: Collector) {
  const body = await ok(await call(who, 'GET', '/api/in-person/scanned-me'));
  return (body.scans as Array<{ username: string }>).map((s) => s.username);
}

interface World {
  child: Collector;
  mate: Collector;
  stranger: Collector;
  circleId: number;
  childPublicId: string;
}

let albums = 0;
async function world(): Promise<World> {
  albums += 1;
  const maker = await registerUser(t.app);
  const templateId = await createTemplateFor(t.app, maker.cookie, {
    title: `Visibility Album ${albums}`,
    totalStickers: 6,
  });
  // The child needs 1 and offers 2; the others the other way round: all mutual matches.
  const child = await findableCollector(t.app, templateId, { needs: ['1'], spares: ['2'] });
  const mate = await findableCollector(t.app, templateId, { needs: ['2'], spares: ['1'] });
  const stranger = await findableCollector(t.app, templateId, { needs: ['2'], spares: ['1'] });
  const circle = circleDetailSchema.parse(
    await ok(await call(child, 'POST', '/api/circles', { name: 'Year 4 swaps' }), 201),
  );
  await ok(await call(mate, 'POST', `/api/circle-invites/${circle.inviteToken}/join`, {}));
  await ok(
    await call(child, 'PATCH', `/api/collections/${child.collectionId}/circle-only`, {
      circleOnly: true,
    }),
  );
  const [row] = await queryRows<{ public_id: string }>(
    t.database,
    'select public_id from collections where id = $1',
    [child.collectionId],
  );
  return { child, mate, stranger, circleId: circle.id, childPublicId: row!.public_id };
}

describe('a circle-only collection is never shown to a stranger (decision 030)', () => {
  // One world for the paths in order: the scans of the trade-code paths stay for the last test.
  let w: World;
  let childName: string;
  beforeAll(async () => {
    w = await world();
    childName = w.child.user.username;
  });

  it('keeps the public page, its JSON and pictures a 404, and sharing off', async () => {
    const { child, stranger, childPublicId } = w;

    // Public page, its JSON and pictures: the same 404 as a missing list, for a visitor too;
    // and sharing cannot be turned on.
    for (const url of [
      `/api/public/collections/${childPublicId}`,
      `/api/public/collections/${childPublicId}/image.png`,
      `/api/public/collections/${childPublicId}/preview.png`,
      `/share?collection=${childPublicId}`,
    ]) {
      expect((await call(undefined, 'GET', url)).statusCode, url).toBe(404);
      expect((await call(stranger, 'GET', url)).statusCode, url).toBe(404);
    }
    const share = await call(child, 'PATCH', `/api/collections/${child.collectionId}/sharing`, {
      isPublic: true,
    });
    expect(share.statusCode).toBe(409);
  });

  it("keeps it out of a stranger's matches and the child's, and refuses proposals", async () => {
    const { child, mate, stranger } = w;
    // Swap matches, on both sides, and proposing a swap either way.
    expect(await matchNames(stranger)).not.toContain(childName);
    expect(await matchNames(child)).not.toContain(stranger.user.username);
    expect(await matchNames(child)).toContain(mate.user.username);
    expect(await matchNames(mate)).toContain(childName);
    for (const [from, to] of [
      [stranger, child],
      [child, stranger],
    ] as const) {
      const proposed = await call(
        from,
        'POST',
        `/api/collections/${from.collectionId}/matches/${to.collectionId}/swap`,
      );
      expect(proposed.statusCode).toBe(404);
    }
  });

  it("answers the child's trade code to a stranger as unknown, and to a circle mate", async () => {
    const { child, mate, stranger } = w;
    // The child's trade code, typed by a stranger (read or resolve): unknown, like a wrong code.
    const childCode = await tradeCodeOf(child);
    for (const method of ['GET', 'POST'] as const) {
      const typed = await call(stranger, method, `/api/trade-codes/${childCode}`, undefined);
      expect(typed.statusCode, `${method} ${typed.body}`).toBe(404);
      expect(typed.body).not.toContain(childName);
      // A circle mate reads it.
      expect((await call(mate, method, `/api/trade-codes/${childCode}`)).statusCode).toBe(200);
    }
    expect(await scannedMe(child)).toEqual([mate.user.username]);
  });

  it('never shows the child\'s list in a stranger\'s "They scanned you"', async () => {
    const { child, mate, stranger } = w;
    // A stranger's code posted online and typed by the child: the child sees the stranger's
    // list (the stranger shared it), but the stranger never sees the child's.
    const strangerCode = await tradeCodeOf(stranger);
    await ok(await call(child, 'POST', `/api/trade-codes/${strangerCode}`));
    expect(await scannedMe(stranger)).not.toContain(childName);
    // The same from a circle mate's code is shown, as before.
    await ok(await call(child, 'POST', `/api/trade-codes/${await tradeCodeOf(mate)}`));
    expect(await scannedMe(mate)).toContain(childName);
  });

  it('never lists the child\'s swap with a stranger under the stranger\'s "They scanned you"', async () => {
    const { child, mate, stranger } = w;
    // The child swapped in person (however the child read the other's list) and confirmed it:
    // a circle mate may record their side from "They scanned you"; a stranger is not told the
    // child's name there, and records their side from the receipt shown in person instead.
    const swappedWith = async (who: Collector) => {
      const body = await ok(await call(who, 'GET', '/api/in-person/scanned-me'));
      return (body.swaps as Array<{ username: string }>).map((s) => s.username);
    };
    const confirm = (partner: Collector, swap: { give: string[]; get: string[] }) =>
      call(child, 'POST', `/api/collections/${child.collectionId}/in-person-swaps`, {
        partnerName: partner.user.username,
        ...swap,
        theirListMadeAt: Date.now(),
      });
    await ok(await confirm(stranger, { give: [], get: ['1'] }), 201);
    await ok(await confirm(mate, { give: ['2'], get: [] }), 201);
    expect(await swappedWith(stranger)).not.toContain(childName);
    expect(await swappedWith(mate)).toContain(childName);
  });

  it("never names the child in a stranger's notifications or export", async () => {
    const { stranger } = w;
    // Notifications and the stranger's own "download my data" never name the child.
    const notifications = await call(stranger, 'GET', '/api/notifications');
    expect(notifications.statusCode).toBe(200);
    expect(notifications.body).not.toContain(childName);
    const exported = await call(stranger, 'GET', '/api/user/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(childName);
  });

  it('hides a list shown earlier once the rule no longer allows it', async () => {
    const { child, mate, circleId } = await world();
    await ok(await call(child, 'POST', `/api/trade-codes/${await tradeCodeOf(mate)}`));
    expect(await scannedMe(mate)).toContain(child.user.username);
    await ok(
      await call(child, 'POST', `/api/circles/${circleId}/members/remove`, {
        username: mate.user.username,
      }),
    );
    // Now a stranger: the scan of the child's list is not shown any more, nor are matches.
    expect(await scannedMe(mate)).not.toContain(child.user.username);
    expect(await matchNames(mate)).not.toContain(child.user.username);
  });
});
