import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createCollectionFor, listStickersOf, shareCollection } from '../test/factories';
import {
  checkoutEvent,
  deliverWebhook,
  startFakeStripe,
  TEST_WEBHOOK_SECRET,
  type FakeStripe,
} from '../test/fake-stripe';
import { dbFingerprint } from '../test/fingerprint';
import { request } from '../test/http';
import { listRoutes } from '../test/routes';
import { insertSession } from './db/session-store';
import { eq } from 'drizzle-orm';
import { facebookGroups, users } from './db/schema';
import { insertResetToken } from './features/accounts/mutations';
import { hashPassword } from './lib/password';
import { hashToken, newToken } from './plugins/session';

// docs/security-checklist.md Z1–Z5: who may call what. One table gives, for every API route, the
// status each kind of caller gets with a valid request: a visitor (no session), a free user (who
// owns the collection and sticker the request names), another user who owns nothing, a Pro user and
// an admin. Owner-scoped routes name the free user's own ids, so everyone else gets 404 and changes
// nothing. A route missing from the table fails the suite, so new routes get a row.

type Role = 'visitor' | 'free' | 'other' | 'pro' | 'admin';
type Member = Exclude<Role, 'visitor'>;
// The owner goes last: its success may delete what the others tried to reach.
const ROLES: readonly Role[] = ['visitor', 'other', 'pro', 'admin', 'free'];
const PASSWORD = 'correct horse battery';

interface Fixture {
  users: Record<Member, { id: number; username: string; email: string }>;
  /** A user nobody signs in as: target of admin actions, reset tokens and webhooks. */
  bystander: { id: number; email: string };
  templateId: number;
  collectionId: number;
  stickerId: number;
  groupId: number;
  /** Set by a row's setup: the bystander's collection of the same album, and a swap. */
  otherCollectionId?: number;
  swapId?: number;
  /** Set by a trade row's setup: a short code of the free user's collection. */
  tradeCode?: string;
  /** Set by a public row's setup: the public id of the free user's collection, once shared. */
  publicId?: string;
  /** Set by a notification row's setup: one of the free user's notifications. */
  notificationId?: number;
  /** Set by a circle row's setup: a circle, its invite token and a member who is not the caller. */
  circleId?: number;
  inviteToken?: string;
  memberUsername?: string;
  /** Set by a catalogue row's setup: a fresh template for admin moderation, and a report. */
  catalogueTemplateId?: number;
  reportId?: number;
}

interface Row {
  /** The status each caller gets. */
  expect: Record<Role, number>;
  /** The request names the free user's own collection or sticker (Z1: others get 404 + NC). */
  ownerScoped?: boolean;
  body?: (fx: Fixture, role: Role, n: number) => unknown;
  /** Builds what the route needs beyond the fixture, once before the callers take turns. */
  setup?: (fx: Fixture) => Promise<void>;
}

const statuses = (visitor: number, free: number, other: number, pro: number, admin: number) => ({
  visitor,
  free,
  other,
  pro,
  admin,
});
const everyone = (status: number) => statuses(status, status, status, status, status);
const members = (status: number) => statuses(401, status, status, status, status);
const owner = (status: number) => statuses(401, status, 404, 404, 404);
const admins = (status: number) => statuses(401, 403, 403, 403, status);
const pros = (status: number) => statuses(401, 403, 403, status, 403);

const email = (fx: Fixture, role: Role) =>
  (role === 'visitor' ? fx.bystander : fx.users[role]).email;

const matrix: Record<string, Row> = {
  'POST /api/register': {
    expect: everyone(201),
    body: (_fx, role, n) => ({
      username: `new_${role}${n}`,
      email: `new_${role}${n}@example.com`,
      password: PASSWORD,
    }),
  },
  'POST /api/login': {
    expect: everyone(200),
    body: (fx) => ({ username: fx.users.free.username, password: PASSWORD }),
  },
  'POST /api/logout': { expect: everyone(204) },
  'POST /api/forgot-password': {
    expect: everyone(200),
    body: (fx, role) => ({ email: email(fx, role) }),
  },
  // Its token is the credential; the body is filled in per call (see resetToken).
  'POST /api/reset-password': { expect: everyone(200) },
  // Reads whether a live token would work; the URL is made per call (see resetToken).
  'GET /api/reset-password/:token': { expect: everyone(200) },
  'GET /api/user': { expect: members(200) },
  'DELETE /api/user': { expect: members(204), body: () => ({ currentPassword: PASSWORD }) },
  'GET /api/user/facebook-template': { expect: pros(200) },
  'PUT /api/user/facebook-template': {
    expect: pros(200),
    body: () => ({ template: 'Swap? {{needed_list}}' }),
  },
  'POST /api/user/password': {
    expect: members(200),
    body: () => ({
      currentPassword: PASSWORD,
      newPassword: 'another horse battery',
      signOutOtherSessions: false,
    }),
  },
  'PUT /api/user/email': {
    expect: members(200),
    body: (_fx, role, n) => ({
      email: `changed_${role}${n}@example.com`,
      currentPassword: PASSWORD,
    }),
  },
  'PUT /api/user/locale': { expect: members(200), body: () => ({ locale: 'en' }) },
  'GET /api/user/export': { expect: members(200) },
  'GET /api/admin/users': { expect: admins(200) },
  'POST /api/admin/users/:id/pro': { expect: admins(200), body: () => ({ days: 30 }) },
  'DELETE /api/admin/users/:id/pro': { expect: admins(200) },
  'GET /api/admin/groups': { expect: admins(200) },
  'POST /api/admin/groups': { expect: admins(201), body: () => ({ name: 'Panini swaps' }) },
  'PATCH /api/admin/groups/:id': { expect: admins(200), body: () => ({ name: 'Renamed group' }) },
  'DELETE /api/admin/groups/:id': { expect: admins(204) },
  'POST /api/groups/suggestions': { expect: pros(201), body: () => ({ name: 'Suggested group' }) },
  'GET /api/collection-templates': { expect: members(200) },
  'GET /api/collection-templates/:id': { expect: members(200) },
  'POST /api/collection-templates/:id/reports': {
    expect: members(201),
    body: () => ({ message: 'Sticker 21 is missing' }),
  },
  'GET /api/admin/collection-templates': { expect: admins(200) },
  'POST /api/admin/collection-templates': {
    expect: admins(201),
    body: (_fx, role, n) => ({
      title: `Verified ${role} ${n}`,
      publisher: 'Panini',
      year: 2026,
      codes: '1-5',
    }),
  },
  'POST /api/admin/collection-templates/:id/versions': {
    expect: admins(200),
    setup: catalogueFixture,
    body: () => ({ codes: '1-6' }),
  },
  'GET /api/admin/collection-templates/:id/versions': {
    expect: admins(200),
    setup: catalogueFixture,
  },
  'PATCH /api/admin/collection-templates/:id': {
    expect: admins(200),
    setup: catalogueFixture,
    body: () => ({ hidden: true }),
  },
  'POST /api/admin/collection-templates/:id/merge': {
    expect: admins(200),
    setup: catalogueFixture,
    body: (fx) => ({ intoTemplateId: fx.templateId }),
  },
  'GET /api/admin/template-reports': { expect: admins(200) },
  'POST /api/admin/template-reports/:id/resolve': { expect: admins(200), setup: catalogueFixture },
  'POST /api/collection-templates': {
    expect: members(201),
    body: (_fx, role, n) => ({ title: `Album ${role} ${n}`, totalStickers: 5 }),
  },
  'GET /api/collections': { expect: members(200) },
  'POST /api/collections': { expect: members(201), body: (fx) => ({ templateId: fx.templateId }) },
  'GET /api/collections/:id': { expect: owner(200), ownerScoped: true },
  'DELETE /api/collections/:id': { expect: owner(204), ownerScoped: true },
  'PATCH /api/collections/:id/status': {
    expect: owner(200),
    ownerScoped: true,
    body: () => ({ status: 'archived' }),
  },
  'PATCH /api/collections/:id/sharing': {
    expect: owner(200),
    ownerScoped: true,
    body: () => ({ isPublic: false }),
  },
  'GET /api/collections/:id/stickers': { expect: owner(200), ownerScoped: true },
  'PATCH /api/collections/:id/matching': {
    expect: owner(200),
    ownerScoped: true,
    body: () => ({ findable: true }),
  },
  'GET /api/collections/:id/matches': {
    expect: owner(200),
    ownerScoped: true,
    setup: (fx) => matchFixture(fx, 'none'),
  },
  // The free user asks the bystander, who offers sticker 1, for it.
  'POST /api/collections/:id/matches/:otherCollectionId/swap': {
    expect: owner(201),
    ownerScoped: true,
    setup: (fx) => matchFixture(fx, 'none'),
  },
  // The bystander proposed a swap to the free user, who is the partner.
  'POST /api/swaps/:id/accept': {
    expect: owner(200),
    ownerScoped: true,
    setup: (fx) => matchFixture(fx, 'proposed'),
  },
  'POST /api/swaps/:id/decline': {
    expect: owner(200),
    ownerScoped: true,
    setup: (fx) => matchFixture(fx, 'proposed'),
  },
  'POST /api/swaps/:id/cancel': {
    expect: owner(200),
    ownerScoped: true,
    setup: (fx) => matchFixture(fx, 'proposed'),
  },
  'POST /api/swaps/:id/done': {
    expect: owner(200),
    ownerScoped: true,
    setup: (fx) => matchFixture(fx, 'agreed'),
  },
  'POST /api/swaps/:id/rating': {
    expect: owner(200),
    ownerScoped: true,
    setup: (fx) => matchFixture(fx, 'done'),
    body: () => ({ verdict: 'as-agreed' }),
  },
  'GET /api/admin/swap-problems': { expect: admins(200) },
  // This app has no VAPID keys: push is off, so signed-in callers get 503 (decision 019); the
  // push feature's own tests cover it switched on.
  'GET /api/push/public-key': { expect: members(200) },
  'GET /api/push/subscriptions/status': { expect: members(503) },
  'POST /api/push/subscriptions': {
    expect: members(503),
    body: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/matrix',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    }),
  },
  'DELETE /api/push/subscriptions': {
    expect: members(503),
    body: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/matrix' }),
  },
  // Pro first, ownership second: the free owner is not Pro, the Pro user is not the owner.
  'POST /api/collections/:id/facebook-groups': {
    expect: statuses(401, 403, 403, 404, 403),
    ownerScoped: true,
  },
  'PATCH /api/stickers/:id': {
    expect: owner(200),
    ownerScoped: true,
    body: () => ({ owned: true }),
  },
  // decision 005: a bulk skips ids that are not the caller's and lists them in results.errors.
  'PATCH /api/stickers/bulk': {
    expect: members(200),
    ownerScoped: true,
    body: (fx) => ({ updates: [{ id: fx.stickerId, data: { owned: true } }] }),
  },
  'DELETE /api/stickers/bulk': {
    expect: members(200),
    ownerScoped: true,
    body: (fx) => ({ ids: [fx.stickerId] }),
  },
  // The outbox's batch (decision 016): 200 with an answer per change, 404 for a sticker that is
  // not the caller's. Not ownerScoped: each change's key and its refusal are stored for the
  // caller (decision 015), as for a keyed PATCH; the owner's sticker is checked unchanged in
  // features/stickers/changes.test.ts.
  'POST /api/stickers/changes': {
    expect: members(200),
    body: (fx, role, n) => ({
      changes: [
        { key: `matrix-${role}-${n}`, kind: 'update', id: fx.stickerId, body: { owned: true } },
      ],
    }),
  },
  // Trade in person (docs/decisions/017): the free user gets sticker 1 from a partner.
  'POST /api/collections/:id/in-person-swaps': {
    expect: owner(201),
    ownerScoped: true,
    body: () => ({ partnerName: 'sam', give: [], get: ['1'], theirListMadeAt: 0 }),
  },
  'GET /api/collections/:id/in-person-swaps': { expect: owner(200), ownerScoped: true },
  'POST /api/in-person-swaps/:id/undo': {
    expect: owner(200),
    ownerScoped: true,
    setup: (fx) => inPersonSwapFixture(fx),
  },
  'POST /api/collections/:id/trade-code': { expect: owner(201), ownerScoped: true },
  // A code is a capability: any member who has it may read the list it stands for.
  'GET /api/trade-codes/:code': { expect: members(200), setup: (fx) => tradeCodeFixture(fx) },
  'POST /api/trade-codes/:code': { expect: members(200), setup: (fx) => tradeCodeFixture(fx) },
  'POST /api/trade-codes/:code/revoke': {
    expect: owner(200),
    ownerScoped: true,
    setup: (fx) => tradeCodeFixture(fx),
  },
  'GET /api/in-person/scanned-me': { expect: members(200) },
  'POST /api/stripe/create-checkout-session': { expect: members(200) },
  // Nearby and swap circles (docs/decisions/020): an area is the caller's own; a circle is seen
  // and changed only by its members (others get 404), organiser actions by its organiser.
  'GET /api/user/area': { expect: members(200) },
  // The place search is for Settings' picker (decision 034): members only.
  'GET /api/places': { expect: members(200) },
  'PUT /api/user/area': {
    expect: members(200),
    body: () => ({ kind: 'city', city: 'leeds', radiusKm: 25 }),
  },
  'GET /api/circles': { expect: members(200) },
  'POST /api/circles': { expect: members(201), body: () => ({ name: 'Year 4 swaps' }) },
  'GET /api/circles/:id': {
    expect: owner(200),
    ownerScoped: true,
    setup: (fx) => circleFixture(fx, 'free'),
  },
  'POST /api/circles/:id/invite': {
    expect: owner(200),
    ownerScoped: true,
    body: () => ({}),
    setup: (fx) => circleFixture(fx, 'free'),
  },
  'POST /api/circles/:id/close': {
    expect: owner(200),
    ownerScoped: true,
    body: () => ({}),
    setup: (fx) => circleFixture(fx, 'free'),
  },
  // The bystander organises; the free user is a member and leaves.
  'POST /api/circles/:id/leave': {
    expect: owner(200),
    ownerScoped: true,
    body: () => ({}),
    setup: (fx) => circleFixture(fx, 'bystander'),
  },
  'POST /api/circles/:id/members/remove': {
    expect: owner(200),
    ownerScoped: true,
    body: (fx) => ({ username: fx.memberUsername }),
    setup: (fx) => circleFixture(fx, 'free'),
  },
  // An invite link is a capability: any signed-in collector who has it may see and join.
  'GET /api/circle-invites/:token': {
    expect: members(200),
    setup: (fx) => circleFixture(fx, 'free'),
  },
  'POST /api/circle-invites/:token/join': {
    expect: members(200),
    body: () => ({}),
    setup: (fx) => circleFixture(fx, 'free'),
  },
  'PATCH /api/collections/:id/circle-only': {
    expect: owner(200),
    ownerScoped: true,
    body: () => ({ circleOnly: true }),
  },
  // Signed by Stripe: sessions play no part (the request is sent by deliverWebhook).
  'POST /api/stripe/webhook': { expect: everyone(200) },
  // By the public id of a shared collection (decision 027: private until shared).
  'GET /api/public/collections/:publicId': { expect: everyone(200), setup: publicFixture },
  'GET /api/public/collections/:publicId/image.png': {
    expect: everyone(200),
    setup: publicFixture,
  },
  'GET /api/public/collections/:publicId/preview.png': {
    expect: everyone(200),
    setup: publicFixture,
  },
  'GET /api/notifications': { expect: members(200) },
  'GET /api/notifications/unread-count': { expect: members(200) },
  // The bystander proposed a swap to the free user, whose notification it is.
  'POST /api/notifications/:id/read': {
    expect: owner(200),
    ownerScoped: true,
    setup: notificationFixture,
  },
  'POST /api/notifications/read-all': { expect: members(200) },
  'GET /api/notifications/preferences': { expect: members(200) },
  'PUT /api/notifications/preferences': {
    expect: members(200),
    body: () => ({ type: 'swap-accepted', channel: 'email', enabled: false }),
  },
  // The signed token is the credential (the bystander's link); sessions play no part.
  'GET /unsubscribe': { expect: everyone(200) },
  'POST /unsubscribe': { expect: everyone(200) },
  'POST /resubscribe': { expect: everyone(200) },
};

let t: TestApp;
let stripe: FakeStripe;
let passwordHash: string;
let serial = 0;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp(
    { STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET },
    { stripe: stripe.client },
  );
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function insertUser(name: string, flags: { isAdmin?: boolean; isPro?: boolean } = {}) {
  const [row] = await t.database.db
    .insert(users)
    .values({
      username: name,
      email: `${name}@example.com`,
      passwordHash,
      isAdmin: flags.isAdmin ?? false,
      proUntil: flags.isPro ? new Date('2030-01-01') : null,
    })
    .returning({ id: users.id, username: users.username, email: users.email });
  return row!;
}

/** A fresh session for the user, as a cookie (persistent, so reading it writes nothing). */
async function sessionCookie(userId: number) {
  const token = newToken();
  const now = t.clock.now();
  await insertSession(t.database.db, {
    tokenHash: hashToken(token),
    userId,
    isPersistent: true,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  return `${t.app.sessionCookieName}=${token}`;
}

/** New users, a public collection of the free user's and a directory group, for one route. */
async function buildFixture(n: number): Promise<Fixture> {
  const fixtureUsers = {
    admin: await insertUser(`admin${n}`, { isAdmin: true }),
    free: await insertUser(`free${n}`),
    other: await insertUser(`other${n}`),
    pro: await insertUser(`pro${n}`, { isPro: true }),
  };
  const bystander = await insertUser(`bystander${n}`);
  const collection = await createCollectionFor(t.app, await sessionCookie(fixtureUsers.free.id), {
    title: `Owned album ${n}`,
    totalStickers: 3,
  });
  const [sticker] = await listStickersOf(
    t.app,
    await sessionCookie(fixtureUsers.free.id),
    collection.id,
  );
  const [group] = await t.database.db
    .insert(facebookGroups)
    .values({ name: `Group ${n}`, keywords: 'stickers' })
    .returning({ id: facebookGroups.id });
  return {
    users: fixtureUsers,
    bystander,
    templateId: collection.templateId,
    collectionId: collection.id,
    stickerId: sticker!.id,
    groupId: group!.id,
  };
}

/**
 * Swap matches for a route: the free user's collection and a bystander's of the same album, both
 * opted in, the bystander offering sticker 1 — and, when asked, a swap the bystander proposed to
 * the free user (accepted by them for 'agreed'; marked done by both for 'done').
 */
async function matchFixture(fx: Fixture, swap: 'none' | 'proposed' | 'agreed' | 'done') {
  const free = await sessionCookie(fx.users.free.id);
  const bystander = await sessionCookie(fx.bystander.id);
  const call = async (
    cookie: string,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    body?: unknown,
  ) => {
    const response = await request(t.app, method, url, body, { cookie });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const other = await call(bystander, 'POST', '/api/collections', { templateId: fx.templateId });
  const [first] = await listStickersOf(t.app, bystander, other.id);
  await call(bystander, 'PATCH', `/api/stickers/${first!.id}`, { forTrade: true });
  await call(free, 'PATCH', `/api/collections/${fx.collectionId}/matching`, { findable: true });
  await call(bystander, 'PATCH', `/api/collections/${other.id}/matching`, { findable: true });
  fx.otherCollectionId = other.id;
  if (swap === 'none') return;
  const prepared = await call(
    bystander,
    'POST',
    `/api/collections/${other.id}/matches/${fx.collectionId}/swap`,
  );
  fx.swapId = prepared.swap.id;
  if (swap === 'proposed') return;
  await call(free, 'POST', `/api/swaps/${fx.swapId}/accept`);
  if (swap === 'agreed') return;
  await call(free, 'POST', `/api/swaps/${fx.swapId}/done`);
  await call(bystander, 'POST', `/api/swaps/${fx.swapId}/done`);
}

/** A swap the bystander proposed to the free user, and the free user's notification of it. */
async function notificationFixture(fx: Fixture) {
  await matchFixture(fx, 'proposed');
  const list = await request(t.app, 'GET', '/api/notifications', undefined, {
    cookie: await sessionCookie(fx.users.free.id),
  });
  fx.notificationId = list.json().notifications[0].id;
}

/** An in-person swap the free user confirmed (getting sticker 1), for the undo row. */
async function inPersonSwapFixture(fx: Fixture) {
  const response = await request(
    t.app,
    'POST',
    `/api/collections/${fx.collectionId}/in-person-swaps`,
    { partnerName: 'sam', give: [], get: ['1'], theirListMadeAt: 0 },
    { cookie: await sessionCookie(fx.users.free.id) },
  );
  expect(response.statusCode, response.body).toBe(201);
  fx.swapId = response.json().swap.id;
}

/** The free user's collection shared publicly (new ones are private), for the public rows. */
async function publicFixture(fx: Fixture) {
  const cookie = await sessionCookie(fx.users.free.id);
  fx.publicId = (await shareCollection(t.app, cookie, fx.collectionId)).publicId;
}

/** A short code of the free user's collection, for the rows that resolve one. */
async function tradeCodeFixture(fx: Fixture) {
  const response = await request(
    t.app,
    'POST',
    `/api/collections/${fx.collectionId}/trade-code`,
    undefined,
    { cookie: await sessionCookie(fx.users.free.id) },
  );
  expect(response.statusCode, response.body).toBe(201);
  fx.tradeCode = response.json().code;
}

async function resetToken(fx: Fixture) {
  const token = newToken();
  await insertResetToken(t.database.db, {
    tokenHash: hashToken(token),
    userId: fx.bystander.id,
    expiresAt: new Date(t.clock.now().getTime() + 3_600_000),
    now: t.clock.now(),
  });
  return token;
}

/**
 * A circle for a route: organised by the free user (the bystander a member) or by the bystander
 * (the free user a member), made through the API.
 */
async function circleFixture(fx: Fixture, organiser: 'free' | 'bystander') {
  const freeCookie = await sessionCookie(fx.users.free.id);
  const bystanderCookie = await sessionCookie(fx.bystander.id);
  const [organiserCookie, memberCookie] =
    organiser === 'free' ? [freeCookie, bystanderCookie] : [bystanderCookie, freeCookie];
  const created = await request(
    t.app,
    'POST',
    '/api/circles',
    { name: 'Circle' },
    {
      cookie: organiserCookie,
    },
  );
  expect(created.statusCode, created.body).toBe(201);
  fx.circleId = created.json().id;
  fx.inviteToken = created.json().inviteToken;
  const joined = await request(
    t.app,
    'POST',
    `/api/circle-invites/${fx.inviteToken}/join`,
    {},
    {
      cookie: memberCookie,
    },
  );
  expect(joined.statusCode, joined.body).toBe(200);
  const [bystander] = await t.database.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, fx.bystander.id));
  fx.memberUsername = bystander!.username;
}

/** A fresh community template for the admin to correct, hide or merge, and a report of it. */
async function catalogueFixture(fx: Fixture) {
  serial += 1;
  const cookie = await sessionCookie(fx.users.pro.id);
  const template = await request(
    t.app,
    'POST',
    '/api/collection-templates',
    { title: `Duplicate ${serial}`, totalStickers: 5 },
    { cookie },
  );
  expect(template.statusCode, template.body).toBe(201);
  fx.catalogueTemplateId = template.json().id;
  const report = await request(
    t.app,
    'POST',
    `/api/collection-templates/${fx.catalogueTemplateId}/reports`,
    { message: 'Wrong count' },
    { cookie },
  );
  expect(report.statusCode, report.body).toBe(201);
  fx.reportId = report.json().id;
}

function urlFor(route: string, fx: Fixture) {
  if (route.includes('/admin/collection-templates/:id')) {
    return route.split(' ')[1]!.replace(':id', String(fx.catalogueTemplateId));
  }
  if (route.includes('/collection-templates/:id')) {
    return route.split(' ')[1]!.replace(':id', String(fx.templateId));
  }
  if (route.includes('/template-reports/:id')) {
    return route.split(' ')[1]!.replace(':id', String(fx.reportId));
  }
  const id = route.includes('/notifications/:id')
    ? fx.notificationId
    : route.includes('/circles/:id')
      ? fx.circleId
      : route.includes('/admin/users/')
        ? fx.bystander.id
        : route.includes('/admin/groups/')
          ? fx.groupId
          : route.includes('/stickers/:id')
            ? fx.stickerId
            : route.includes('swaps/:id')
              ? fx.swapId
              : fx.collectionId;
  return route
    .split(' ')[1]!
    .replace(':id', String(id))
    .replace(':otherCollectionId', String(fx.otherCollectionId))
    .replace(':code', String(fx.tradeCode))
    .replace(':publicId', String(fx.publicId))
    .replace(':token', String(fx.inviteToken))
    .replace(
      '/api/push/subscriptions/status',
      '/api/push/subscriptions/status?endpoint=https%3A%2F%2Ffcm.googleapis.com%2Fx',
    )
    .replace(/^\/api\/places$/, '/api/places?q=zapopan');
}

/** Makes the caller's session and the request's inputs, and returns the call to send. */
async function prepare(
  route: string,
  row: Row,
  fx: Fixture,
  role: Role,
): Promise<() => Promise<LightMyRequestResponse>> {
  serial += 1;
  const cookie = role === 'visitor' ? undefined : await sessionCookie(fx.users[role].id);
  if (route === 'POST /api/stripe/webhook') {
    const event = checkoutEvent({
      eventId: `evt_${serial}`,
      sessionId: `cs_${serial}`,
      userId: fx.bystander.id,
    });
    return () => deliverWebhook(t, JSON.stringify(event), { headers: cookie ? { cookie } : {} });
  }
  if (route.endsWith(' /unsubscribe') || route === 'POST /resubscribe') {
    const token = await t.app.unsubscribeToken(fx.bystander.id, 'swap-proposed');
    const url = `${route.split(' ')[1]}?token=${encodeURIComponent(token)}`;
    const headers: Record<string, string> = cookie ? { cookie } : {};
    return () =>
      route.startsWith('GET ')
        ? t.app.inject({ method: 'GET', url, headers })
        : t.app.inject({
            method: 'POST',
            url,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
          });
  }
  if (route === 'GET /api/reset-password/:token') {
    const url = `/api/reset-password/${await resetToken(fx)}`;
    return () => request(t.app, 'GET', url, undefined, cookie ? { cookie } : {});
  }
  const [method] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'];
  const body =
    route === 'POST /api/reset-password'
      ? { token: await resetToken(fx), password: 'a brand new horse' }
      : row.body?.(fx, role, serial);
  return () => request(t.app, method, urlFor(route, fx), body, cookie ? { cookie } : {});
}

describe('access-control matrix', () => {
  it('has a row for every API route, and no row for a route that does not exist', () => {
    // The unsubscribe page and its way back on are pages (HTML), not API, but act on an
    // account: they have rows too.
    const routes = listRoutes(t.app)
      .filter((r) => r.url.startsWith('/api/') || ['/unsubscribe', '/resubscribe'].includes(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(routes).toEqual(Object.keys(matrix).sort());
  });

  let fixtures = 0;
  for (const [route, row] of Object.entries(matrix)) {
    const summary = ROLES.map((role) => `${role} ${row.expect[role]}`).join(', ');
    it(`${route}: ${summary}`, async () => {
      fixtures += 1;
      const fx = await buildFixture(fixtures);
      await row.setup?.(fx);
      for (const role of ROLES) {
        const expected = row.expect[role];
        const isOthersResource = row.ownerScoped && role !== 'free';
        const send = await prepare(route, row, fx, role);
        const before = await dbFingerprint(t.database);
        const response = await send();
        const where = `${role}: ${route} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, where).toBe(expected);
        // Refusals change nothing; nor does any GET, nor anything done to someone else's things.
        if (expected >= 400 || route.startsWith('GET ') || isOthersResource) {
          expect(await dbFingerprint(t.database), `${where}: the database changed`).toBe(before);
        }
        if (isOthersResource && expected === 200 && route.includes('/bulk')) {
          expect(response.json().results, where).toMatchObject({
            success: [],
            errors: [{ id: fx.stickerId }],
          });
        }
      }
    });
  }
});
