import { performance } from 'node:perf_hooks';
import { ApiClient } from './http-client.mjs';

/** How long the attack loop runs, and how often another collection asks for its first picture. */
const LOOP_MS = 20_000;
const FIRST_EVERY_MS = 2_000;
/** A first picture must come within what a visitor already waits for a changed one (decision 042). */
export const FIRST_PICTURE_TARGET_MS = 2_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The redraw budget (decision 026): one collection's owner loops a sticker change and anonymous
 * reads of its two pictures (the 10,000-sticker album, the costliest picture), while, every 2 s,
 * another collector shares a fresh 700-sticker list and asks for its first picture. Returns the
 * loop's rounds and each first picture's time; with the budget the loop draws about one picture
 * a minute, so a first picture waits for at most one of its draws.
 */
export async function measurePictureBudget({ baseUrl, seeded, log }) {
  const { admin } = seeded;
  const id = seeded.album10k.publicId;
  const stickerId = seeded.album10k.stickerIds[0];
  const anonymous = new ApiClient(baseUrl);
  const stopAt = Date.now() + LOOP_MS;
  let rounds = 0;
  let isStopped = false;
  const loop = (async () => {
    while (Date.now() < stopAt && !isStopped) {
      await admin.json('PATCH', `/api/stickers/${stickerId}`, { owned: rounds % 2 === 0 });
      await anonymous.request('GET', `/api/public/collections/${id}/image.png`);
      await anonymous.request('GET', `/api/public/collections/${id}/preview.png`);
      rounds += 1;
    }
  })();
  // Awaited in `finally`: a failed round must fail the measurement, never the whole bench.
  loop.catch(() => {});
  const firsts = [];
  const other = new ApiClient(baseUrl);
  try {
    const { id: otherId } = await other.json('POST', '/api/register', {
      username: `bench_pictures_${Date.now() % 1_000_000}`,
      email: `pictures${Date.now()}@bench.example`,
      password: 'Bench-Kestrel-7391',
    });
    // A fresh collection every 2 s: more than a free account may keep (docs/product.md "Pro").
    await admin.json('POST', `/api/admin/users/${otherId}/pro`, { days: 1 });
    while (Date.now() < stopAt) {
      const collection = await other.json('POST', '/api/collections', {
        templateId: seeded.templates.small,
      });
      const { publicUrl } = await other.json('PATCH', `/api/collections/${collection.id}/sharing`, {
        isPublic: true,
      });
      const publicId = new URL(publicUrl).searchParams.get('collection');
      const started = performance.now();
      const answer = await anonymous.request(
        'GET',
        `/api/public/collections/${publicId}/image.png`,
      );
      firsts.push({ ms: performance.now() - started, status: answer.status });
      await sleep(FIRST_EVERY_MS);
    }
  } finally {
    isStopped = true;
    try {
      await loop;
    } finally {
      other.close();
      anonymous.close();
    }
  }
  log(`  pictures: ${rounds} loop rounds, ${firsts.length} first pictures`);
  return { rounds, firsts };
}
