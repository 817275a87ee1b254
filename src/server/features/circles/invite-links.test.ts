import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circleDetailSchema, circleInviteSchema } from '../../../domain/circles/schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { registerUser, signInAgainAfter, type SignedInUser } from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';

// Circle invite links expire (CIRCLE_INVITE_DAYS, 7 by default) and a removed member needs a link
// made after the removal (decision 030, docs/security-checklist.md Z9).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function ok(response: Awaited<ReturnType<typeof request>>) {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

const createCircle = async (who: SignedInUser) =>
  circleDetailSchema.parse(
    await ok(await request(t.app, 'POST', '/api/circles', { name: 'Year 4 swaps' }, who)),
  );
const preview = (who: SignedInUser, token: string) =>
  request(t.app, 'GET', `/api/circle-invites/${token}`, undefined, who);
const join = (who: SignedInUser, token: string) =>
  request(t.app, 'POST', `/api/circle-invites/${token}/join`, {}, who);

const later = (ms: number, ...who: SignedInUser[]) => signInAgainAfter(t, ms, ...who);

describe('circle invite links', () => {
  it('tell the organiser when they stop working, and stop after the default 7 days', async () => {
    const organiser = await registerUser(t.app);
    const early = await registerUser(t.app);
    const late = await registerUser(t.app);
    const circle = await createCircle(organiser);
    expect(circle.inviteExpiresAt).toBe(
      new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString(),
    );

    await later(7 * DAY_MS - 60_000, organiser, early, late);
    expect(
      circleInviteSchema.parse(await ok(await preview(early, circle.inviteToken!))),
    ).toMatchObject({ isMember: false });
    await ok(await join(early, circle.inviteToken!));

    await later(60_000, organiser, early, late);
    const expired = await preview(late, circle.inviteToken!);
    const before = await dbFingerprint(t.database);
    for (const response of [expired, await join(late, circle.inviteToken!)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(
        'This invite link has expired — ask the organiser for a new one',
      );
    }
    expect(await dbFingerprint(t.database)).toBe(before);
    // A member already in still sees the circle the link names.
    expect((await preview(early, circle.inviteToken!)).statusCode).toBe(200);

    // A new link works for another 7 days.
    const renewed = circleDetailSchema.parse(
      await ok(await request(t.app, 'POST', `/api/circles/${circle.id}/invite`, {}, organiser)),
    );
    expect(renewed.inviteExpiresAt).toBe(
      new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString(),
    );
    await ok(await join(late, renewed.inviteToken!));
  });

  it('do not let a removed member back in with the same link; a new link does', async () => {
    const organiser = await registerUser(t.app);
    const member = await registerUser(t.app);
    const other = await registerUser(t.app);
    const circle = await createCircle(organiser);
    await ok(await join(member, circle.inviteToken!));
    await ok(
      await request(
        t.app,
        'POST',
        `/api/circles/${circle.id}/members/remove`,
        { username: member.user.username },
        organiser,
      ),
    );

    const before = await dbFingerprint(t.database);
    for (const response of [
      await preview(member, circle.inviteToken!),
      await join(member, circle.inviteToken!),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'You were removed from this circle — ask the organiser for a new invitation',
      );
    }
    expect(await dbFingerprint(t.database)).toBe(before);
    // The same link still works for anyone else.
    await ok(await join(other, circle.inviteToken!));

    const renewed = circleDetailSchema.parse(
      await ok(await request(t.app, 'POST', `/api/circles/${circle.id}/invite`, {}, organiser)),
    );
    const back = circleDetailSchema.parse(await ok(await join(member, renewed.inviteToken!)));
    expect(back.members.map((m) => m.username)).toContain(member.user.username);
  });

  it('are for the organiser only: other members never get the date', async () => {
    const organiser = await registerUser(t.app);
    const member = await registerUser(t.app);
    const circle = await createCircle(organiser);
    const seen = circleDetailSchema.parse(await ok(await join(member, circle.inviteToken!)));
    expect(seen).toMatchObject({ inviteToken: null, inviteExpiresAt: null });
  });
});
