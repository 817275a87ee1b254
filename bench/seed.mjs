import { ApiClient } from './http-client.mjs';

export const PASSWORD = 'Bench-Kestrel-7391';
/** Login is limited to 10 attempts per account and 30 per address in 15 minutes. */
export const LOGIN_ACCOUNTS = 3;
const PATCH_POOL_COLLECTIONS = 10;

/** A small deterministic PRNG (mulberry32), so every run seeds the same mix. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A collector's realistic album half-way through: about 55% owned, of which some are spares for
 * trade (x2 or x3), a few are in a pending swap and a few swaps are done.
 */
export function realisticMix(stickers, seed = 42) {
  const next = random(seed);
  const updates = [];
  for (const { id } of stickers) {
    const roll = next();
    if (roll < 0.45) continue; // needed
    if (roll < 0.8) updates.push({ id, data: { owned: true } });
    else if (roll < 0.95)
      updates.push({ id, data: { forTrade: true, quantity: 2 + Math.floor(next() * 2) } });
    else if (roll < 0.98)
      updates.push({ id, data: { isPending: true, pendingWith: 'Alex from the club' } });
    else updates.push({ id, data: { isCompleted: true, pendingWith: 'Sam' } });
  }
  return updates;
}

async function register(client, username) {
  return client.json('POST', '/api/register', {
    username,
    email: `${username}@bench.example`,
    password: PASSWORD,
  });
}

async function newCollection(client, templateId) {
  const collection = await client.json('POST', '/api/collections', { templateId });
  const stickers = await client.json('GET', `/api/collections/${collection.id}/stickers`);
  // Shared, so the public answers are there to measure (new ones are private: decision 027).
  const { publicUrl } = await client.json('PATCH', `/api/collections/${collection.id}/sharing`, {
    isPublic: true,
  });
  const publicId = new URL(publicUrl).searchParams.get('collection');
  return { id: collection.id, publicId, stickers };
}

/** Interleaves lists: [a1, b1, c1, a2, b2, ...], so consecutive ids are in different albums. */
function interleave(lists) {
  const longest = Math.max(...lists.map((list) => list.length));
  const out = [];
  for (let i = 0; i < longest; i += 1)
    for (const list of lists) if (i < list.length) out.push(list[i]);
  return out;
}

/**
 * Seeds through the API only: the first user (an admin, made Pro) with a 700-sticker album and a
 * 10,000-sticker album in a realistic mix, a 10,000-sticker album for bulk writes, ten fresh
 * 700-sticker albums for single-sticker PATCHes, and a few plain accounts for login timing.
 */
export async function seed(baseUrl) {
  const admin = new ApiClient(baseUrl);
  const user = await register(admin, 'bench_admin');
  await admin.json('POST', `/api/admin/users/${user.id}/pro`, { days: 365 });

  const small = await admin.json('POST', '/api/collection-templates', {
    title: 'Bench Album 700',
    totalStickers: 700,
  });
  const big = await admin.json('POST', '/api/collection-templates', {
    title: 'Bench Album 10000',
    totalStickers: 10_000,
  });

  const album700 = await newCollection(admin, small.id);
  const album10k = await newCollection(admin, big.id);
  await admin.json('PATCH', '/api/stickers/bulk', { updates: realisticMix(album700.stickers, 7) });
  await admin.json('PATCH', '/api/stickers/bulk', { updates: realisticMix(album10k.stickers, 10) });
  // A template of its own, so the dashboard shows one card named like the big album.
  const bulk = await admin.json('POST', '/api/collection-templates', {
    title: 'Bench Bulk Album 10000',
    totalStickers: 10_000,
  });
  const bulkAlbum = await newCollection(admin, bulk.id);

  const pool = [];
  for (let i = 0; i < PATCH_POOL_COLLECTIONS; i += 1)
    pool.push(await newCollection(admin, small.id));

  const loginUsernames = [];
  for (let i = 1; i <= LOGIN_ACCOUNTS; i += 1) {
    const client = new ApiClient(baseUrl);
    await register(client, `bench_login_${i}`);
    client.close();
    loginUsernames.push(`bench_login_${i}`);
  }

  return {
    admin,
    templates: { small: small.id, big: big.id },
    album700: { id: album700.id, publicId: album700.publicId, title: small.title },
    album10k: {
      id: album10k.id,
      publicId: album10k.publicId,
      title: big.title,
      stickerIds: album10k.stickers.map((s) => s.id),
    },
    bulkStickerIds: bulkAlbum.stickers.map((s) => s.id),
    patchIds: interleave(pool.map((album) => album.stickers.map((s) => s.id))),
    loginUsernames,
  };
}
