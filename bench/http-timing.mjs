import { PASSWORD } from './seed.mjs';
import { summarize } from './stats.mjs';

const ACCEPT = { 'Accept-Encoding': 'br, gzip' };
/** How many login attempts one account may spend: its limit is 10 in 15 minutes. */
const LOGINS_PER_ACCOUNT = 9;

/**
 * Runs `step(i)` one after another (warm-up runs first, with negative i, not counted) until
 * `runs` are done or `maxMs` has passed. `step` returns the timed response ({ status, ms }); any
 * untimed work it does around that request is not counted. Non-2xx answers fail the figure.
 */
async function timeSequential({ runs, warmup = 0, maxMs = 30_000, step }) {
  for (let i = 0; i < warmup; i += 1) await step(-1 - i);
  const samples = [];
  let non2xx = 0;
  const deadline = Date.now() + maxMs;
  for (let i = 0; i < runs && Date.now() < deadline; i += 1) {
    const { status, ms } = await step(i);
    if (status < 200 || status > 299) non2xx += 1;
    samples.push(ms);
  }
  return { ...summarize(samples), non2xx };
}

/** Body of a bulk PATCH that sets (or clears) owned on every id. */
const bulkOwned = (ids, owned) => ({ updates: ids.map((id) => ({ id, data: { owned } })) });

/**
 * Single requests timed one after another (decision 009's targets: 10,000 stickers listed under
 * 60 ms, a PATCH under 5 ms), against a seeded server. Returns a map of named results.
 */
export async function measureSequential({ admin, seeded, log }) {
  const results = {};
  const api = (method, path, json, headers) => admin.request(method, path, { json, headers });

  log('  create a 10,000-sticker collection');
  results.create10k = await timeSequential({
    runs: 12,
    warmup: 1,
    step: async () => {
      const response = await api('POST', '/api/collections', { templateId: seeded.templates.big });
      const { id } = JSON.parse(response.raw.toString('utf8'));
      await api('DELETE', `/api/collections/${id}`); // untimed: keeps the database the same size
      return response;
    },
  });

  log('  list 700 and 10,000 stickers');
  const list = (id) => () => api('GET', `/api/collections/${id}/stickers`, undefined, ACCEPT);
  results.list700 = await timeSequential({ runs: 200, warmup: 10, step: list(seeded.album700.id) });
  results.list10k = await timeSequential({ runs: 40, warmup: 3, step: list(seeded.album10k.id) });

  const wire = await list(seeded.album700.id)();
  results.list700Wire = {
    bytes: wire.raw.length,
    encoding: wire.headers['content-encoding'] ?? 'identity',
  };

  log('  PATCH one sticker');
  const ids = seeded.patchIds;
  results.patchOne = await timeSequential({
    runs: 200,
    warmup: 10,
    step: (i) => {
      const index = (i + 1000) % ids.length; // warm-up runs use other ids than the counted ones
      return api('PATCH', `/api/stickers/${ids[index]}`, { owned: i % 2 === 0 });
    },
  });

  log('  bulk PATCH 1,000 and 10,000 stickers');
  const bulkIds = seeded.bulkStickerIds;
  const bulk = (count) => (i) =>
    api('PATCH', '/api/stickers/bulk', bulkOwned(bulkIds.slice(0, count), i % 2 === 0));
  results.bulk1k = await timeSequential({ runs: 20, warmup: 2, step: bulk(1000) });
  results.bulk10k = await timeSequential({
    runs: 10,
    warmup: 1,
    maxMs: 60_000,
    step: bulk(10_000),
  });

  log('  share image, cold (after a sticker change)');
  const forTrade = (
    await admin.json('GET', `/api/collections/${seeded.album700.id}/stickers`)
  ).find((s) => s.forTrade);
  const imagePath = `/api/public/collections/${seeded.album700.publicId}/image.png`;
  const visitor = admin.anonymous();
  results.imageCold = await timeSequential({
    runs: 10,
    warmup: 1,
    maxMs: 60_000,
    step: async (i) => {
      await api('PATCH', `/api/stickers/${forTrade.id}`, { quantity: 2 + (Math.abs(i) % 2) });
      return visitor.request('GET', imagePath);
    },
  });

  log(`  login, sequential (${seeded.loginUsernames.length} accounts x ${LOGINS_PER_ACCOUNT})`);
  const attempts = seeded.loginUsernames.flatMap((username) =>
    Array(LOGINS_PER_ACCOUNT).fill(username),
  );
  results.login = await timeSequential({
    runs: attempts.length,
    maxMs: 60_000,
    step: (i) => {
      visitor.cookie = '';
      return visitor.request('POST', '/api/login', {
        json: { username: attempts[i], password: PASSWORD },
      });
    },
  });
  visitor.close();
  return results;
}
