import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWAP_NOTHING_MOVED_MESSAGE } from '../../../domain/matches/swaps';
import {
  SWAP_NOTE_MAX,
  swapProblemSchema,
  swapSchema,
  type MatchesResponse,
  type Swap,
} from '../../../domain/matches/schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  findableCollector,
  listStickersOf,
  proposeSwap,
  registerUser,
  type Collector,
  type SignedInUser,
} from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';

// Trust (docs/product.md "Trust", decision 019): each side rates a done swap once; the match
// card shows swaps done and problems; an admin lists the problems.

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  // The first account of a fresh database is the admin.
  admin = await registerUser(t.app);
});
afterAll(() => t.close());

const fingerprint = () => dbFingerprint(t.database);
let albums = 0;

/** A findable collector of `albumId`: every sticker owned except `needs`, two of each of `spares`. */
const collector = (albumId: number, state: { needs: string[]; spares: string[] }) =>
  findableCollector(t.app, albumId, state);

const act = (who: SignedInUser, swapId: number, action: string) =>
  request(t.app, 'POST', `/api/swaps/${swapId}/${action}`, undefined, who);

const rate = (who: SignedInUser, swapId: number, body: unknown) =>
  request(t.app, 'POST', `/api/swaps/${swapId}/rating`, body, who);

async function matchesOf(who: Collector): Promise<MatchesResponse> {
  const response = await request(
    t.app,
    'GET',
    `/api/collections/${who.collectionId}/matches`,
    undefined,
    who,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MatchesResponse;
}

/**
 * An album of 6 where `me` and `them` swap 1 for 4, and `viewer` (needing 5 and 6) has both of
 * them as matches, so their cards show the counts. The swap is taken as far as `until`.
 */
async function swapScene(until: 'proposed' | 'agreed' | 'done') {
  albums += 1;
  const template = await request(
    t.app,
    'POST',
    '/api/collection-templates',
    { title: `Trust Album ${albums}`, totalStickers: 6 },
    admin,
  );
  const albumId = template.json().id as number;
  const me = await collector(albumId, { needs: ['1'], spares: ['4', '5'] });
  const them = await collector(albumId, { needs: ['4'], spares: ['1', '6'] });
  const viewer = await collector(albumId, { needs: ['5', '6'], spares: [] });
  const swapId = await proposeSwap(t.app, me, them);
  if (until !== 'proposed') expect((await act(them, swapId, 'accept')).statusCode).toBe(200);
  if (until === 'done') {
    expect((await act(me, swapId, 'done')).statusCode).toBe(200);
    const done = await act(them, swapId, 'done');
    expect(done.json()).toMatchObject({ status: 'done' });
  }
  return { me, them, viewer, swapId, albumTitle: `Trust Album ${albums}` };
}

function cardOf(matches: MatchesResponse, who: SignedInUser) {
  const card = matches.matches.find((m) => m.username === who.user.username);
  expect(card, `${who.user.username} is a match`).toBeDefined();
  return card!;
}

async function expectRefused(
  send: () => ReturnType<typeof request>,
  status: number,
  expected: { code: string; message?: string | RegExp },
) {
  const before = await fingerprint();
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(expected.code);
  if (expected.message) expect(response.json().message).toMatch(expected.message);
  expect(await fingerprint()).toBe(before);
}

describe('rating a done swap', () => {
  it('is once per side, shows my own rating only, and keeps a trimmed note', async () => {
    const { me, them, swapId } = await swapScene('done');

    const rated = await rate(me, swapId, { verdict: 'as-agreed', note: '  Lovely, thanks!  ' });
    expect(rated.statusCode, rated.body).toBe(200);
    const swap = swapSchema.parse(rated.json());
    expect(swap.myRating).toEqual({
      verdict: 'as-agreed',
      note: 'Lovely, thanks!',
      ratedAt: t.clock.now().toISOString(),
    });

    // Once: a second rating, even a different one, changes nothing.
    await expectRefused(() => rate(me, swapId, { verdict: 'problem' }), 409, {
      code: 'CONFLICT',
      message: 'You have already rated this swap',
    });

    // My list shows my rating; theirs shows only their own (none yet), never mine.
    const mine = (await matchesOf(me)).swaps.find((s) => s.id === swapId);
    expect(mine?.myRating).toMatchObject({ verdict: 'as-agreed', note: 'Lovely, thanks!' });
    const theirs = (await matchesOf(them)).swaps.find((s) => s.id === swapId) as Swap;
    expect(theirs.myRating).toBeNull();

    // The other side rates independently; a blank note is no note.
    const theirRating = await rate(them, swapId, { verdict: 'as-agreed', note: '   ' });
    expect(theirRating.statusCode, theirRating.body).toBe(200);
    expect(theirRating.json().myRating).toMatchObject({ verdict: 'as-agreed', note: null });
  });

  it('counts swaps done and problems on the match cards, fresh after a rating', async () => {
    const { me, them, viewer, swapId } = await swapScene('done');
    // Before the ratings: one swap done each, no problems. This ranking is now cached.
    let seen = await matchesOf(viewer);
    expect(cardOf(seen, me)).toMatchObject({ swapsDone: 1, swapProblems: 0 });
    expect(cardOf(seen, them)).toMatchObject({ swapsDone: 1, swapProblems: 0 });

    expect(
      (await rate(them, swapId, { verdict: 'problem', note: 'Sticker 4 never came' })).statusCode,
    ).toBe(200);
    expect((await rate(me, swapId, { verdict: 'as-agreed' })).statusCode).toBe(200);

    // A rating changes no collection, yet the card shows it at once.
    seen = await matchesOf(viewer);
    expect(cardOf(seen, me)).toMatchObject({ swapsDone: 1, swapProblems: 1 });
    expect(cardOf(seen, them)).toMatchObject({ swapsDone: 1, swapProblems: 0 });
  });

  it('a swap not finished by both sides is not counted and cannot be rated', async () => {
    const { me, them, viewer, swapId } = await swapScene('agreed');
    await expectRefused(() => rate(me, swapId, { verdict: 'as-agreed' }), 409, {
      code: 'CONFLICT',
      message: 'You can rate a swap once you have both marked it done',
    });
    expect((await act(me, swapId, 'done')).statusCode).toBe(200);
    await expectRefused(() => rate(me, swapId, { verdict: 'problem' }), 409, {
      code: 'CONFLICT',
    });
    await expectRefused(() => rate(them, swapId, { verdict: 'problem' }), 409, {
      code: 'CONFLICT',
    });
    expect(cardOf(await matchesOf(viewer), me)).toMatchObject({ swapsDone: 0 });

    const proposedOnly = await swapScene('proposed');
    await expectRefused(
      () => rate(proposedOnly.them, proposedOnly.swapId, { verdict: 'as-agreed' }),
      409,
      { code: 'CONFLICT' },
    );
  });

  it('is only for the two sides: anyone else gets 404, a visitor 401', async () => {
    const { viewer, swapId } = await swapScene('done');
    const stranger = await registerUser(t.app);
    for (const who of [viewer, stranger, admin]) {
      await expectRefused(() => rate(who, swapId, { verdict: 'problem' }), 404, {
        code: 'NOT_FOUND',
        message: 'Swap not found',
      });
    }
    await expectRefused(() => rate(viewer, 999_999, { verdict: 'problem' }), 404, {
      code: 'NOT_FOUND',
    });
    await expectRefused(
      () => request(t.app, 'POST', `/api/swaps/${swapId}/rating`, { verdict: 'problem' }),
      401,
      { code: 'UNAUTHENTICATED' },
    );
  });

  it.each([
    ['no verdict', {}, /Choose “Arrived as agreed” or “Problem”/],
    ['an unknown verdict', { verdict: 'great' }, /Choose “Arrived as agreed” or “Problem”/],
    [
      'a note of 281 characters',
      { verdict: 'problem', note: 'x'.repeat(SWAP_NOTE_MAX + 1) },
      /at most 280 characters/,
    ],
    ['a control character', { verdict: 'problem', note: 'Late\u0007' }, /not allowed/],
    ['a note that is not text', { verdict: 'problem', note: 42 }, /Note must be text/],
  ])('refuses %s with 400 and changes nothing', async (_label, body, message) => {
    const { me, swapId } = await swapScene('done');
    await expectRefused(() => rate(me, swapId, body), 400, { code: 'VALIDATION_FAILED', message });
  });

  it('takes a note of exactly 280 characters, counting an emoji as one', async () => {
    const { me, swapId } = await swapScene('done');
    const note = `${'🙂'.repeat(10)}${'a'.repeat(SWAP_NOTE_MAX - 10)}`;
    const response = await rate(me, swapId, { verdict: 'problem', note });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().myRating.note).toBe(note);
  });
});

describe('reported problems for the admin', () => {
  it('lists each problem with the swap, both usernames, album, note and date, newest first', async () => {
    const first = await swapScene('done');
    expect(
      (await rate(first.them, first.swapId, { verdict: 'problem', note: 'No show' })).statusCode,
    ).toBe(200);
    t.clock.advance(60_000);
    const second = await swapScene('done');
    expect((await rate(second.me, second.swapId, { verdict: 'problem' })).statusCode).toBe(200);
    // A good rating is not a problem.
    expect((await rate(second.them, second.swapId, { verdict: 'as-agreed' })).statusCode).toBe(200);

    const response = await request(t.app, 'GET', '/api/admin/swap-problems', undefined, admin);
    expect(response.statusCode, response.body).toBe(200);
    const problems = swapProblemSchema.array().parse(response.json());
    const ours = problems.filter((p) => [first.swapId, second.swapId].includes(p.swapId));
    expect(ours).toEqual([
      {
        swapId: second.swapId,
        albumTitle: second.albumTitle,
        reportedBy: second.me.user.username,
        about: second.them.user.username,
        note: null,
        reportedAt: t.clock.now().toISOString(),
      },
      {
        swapId: first.swapId,
        albumTitle: first.albumTitle,
        reportedBy: first.them.user.username,
        about: first.me.user.username,
        note: 'No show',
        reportedAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
      },
    ]);
  });

  it('keeps a report after the reported collector deletes their account', async () => {
    const { me, them, swapId } = await swapScene('done');
    const deleted = await request(
      t.app,
      'DELETE',
      '/api/user',
      { currentPassword: them.password },
      them,
    );
    expect(deleted.statusCode, deleted.body).toBe(204);
    // The other side may still rate the swap it did.
    expect(
      (await rate(me, swapId, { verdict: 'problem', note: 'Sent a torn one' })).statusCode,
    ).toBe(200);
    const response = await request(t.app, 'GET', '/api/admin/swap-problems', undefined, admin);
    expect(response.json()).toContainEqual(
      expect.objectContaining({
        swapId,
        reportedBy: me.user.username,
        about: them.user.username,
        note: 'Sent a torn one',
      }),
    );
  });

  it('is for admins only', async () => {
    const someone = await registerUser(t.app);
    const refused = await request(t.app, 'GET', '/api/admin/swap-problems', undefined, someone);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const visitor = await request(t.app, 'GET', '/api/admin/swap-problems');
    expect(visitor.statusCode).toBe(401);
  });
});

describe('honest trust counts (decision 031)', () => {
  /** Puts both sides' stickers back as they were before the swap, through the API. */
  async function resetStickers(me: Collector, them: Collector) {
    for (const [who, needs, spare] of [
      [me, '1', '4'],
      [them, '4', '1'],
    ] as const) {
      const ids = new Map(
        (await listStickersOf(t.app, who.cookie, who.collectionId)).map((s) => [s.number, s.id]),
      );
      const updates = [
        { id: ids.get(needs)!, data: { owned: false } },
        { id: ids.get(spare)!, data: { forTrade: true, quantity: 2 } },
      ];
      const bulk = await request(t.app, 'PATCH', '/api/stickers/bulk', { updates }, who);
      expect(bulk.json().results.errors).toEqual([]);
    }
  }

  async function swapAgain(me: Collector, them: Collector) {
    await resetStickers(me, them);
    const swapId = await proposeSwap(t.app, me, them);
    expect((await act(them, swapId, 'accept')).statusCode).toBe(200);
    expect((await act(me, swapId, 'done')).statusCode).toBe(200);
    expect((await act(them, swapId, 'done')).json()).toMatchObject({ status: 'done' });
    return swapId;
  }

  it('counts a partner once however many swaps are repeated with them, and each problem reporter once', async () => {
    const { me, them, viewer, swapId } = await swapScene('done');
    const again = [await swapAgain(me, them), await swapAgain(me, them)];
    // Three done swaps with one sock-puppet: one partner each.
    let seen = await matchesOf(viewer);
    expect(cardOf(seen, me)).toMatchObject({ swapsDone: 1, swapProblems: 0 });
    expect(cardOf(seen, them)).toMatchObject({ swapsDone: 1 });

    for (const id of [swapId, ...again]) {
      expect((await rate(them, id, { verdict: 'problem' })).statusCode).toBe(200);
    }
    seen = await matchesOf(viewer);
    expect(cardOf(seen, me)).toMatchObject({ swapsDone: 1, swapProblems: 1 });
  });

  it('does not count, and cannot rate, a done swap in which no sticker changed hands', async () => {
    const { me, them, viewer, swapId } = await swapScene('agreed');
    // Both sides changed the swap's stickers by hand before marking it done: nothing is pending
    // with the other side, and no copy is promised any more.
    await t.database.db.execute(
      sql`update stickers set is_pending = false, pending_with = null, promised = 0
        where collection_id in (${me.collectionId}, ${them.collectionId})`,
    );
    expect((await act(me, swapId, 'done')).statusCode).toBe(200);
    expect((await act(them, swapId, 'done')).json()).toMatchObject({ status: 'done' });
    const seen = await matchesOf(viewer);
    expect(cardOf(seen, me)).toMatchObject({ swapsDone: 0 });
    expect(cardOf(seen, them)).toMatchObject({ swapsDone: 0 });
    await expectRefused(() => rate(them, swapId, { verdict: 'problem' }), 409, {
      code: 'CONFLICT',
      message: SWAP_NOTHING_MOVED_MESSAGE,
    });
  });
});
