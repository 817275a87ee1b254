import { ApiClient } from './http-client.mjs';
import { runLoad } from './load.mjs';

const ACCEPT = { 'accept-encoding': 'br, gzip' };

/**
 * The public answers a post in a Facebook group sends a crowd to, on the seeded 10,000-sticker
 * album (shared by the seed, at its public id: decision 027): the /share document, the JSON its page loads, the
 * link preview its Open Graph tags name and the full list picture.
 */
export function publicUrls(seeded) {
  const id = seeded.album10k.publicId;
  return {
    share: `/share?collection=${id}`,
    json: `/api/public/collections/${id}`,
    preview: `/api/public/collections/${id}/preview.png`,
    image: `/api/public/collections/${id}/image.png`,
  };
}

/**
 * The same-run baseline: static files our own server sends from the built client, through the
 * same path as every static file (@fastify/static with its cache headers, helmet, compression
 * check). robots.txt is a request's fixed cost; og-image.png is a static PNG of the preview's
 * kind, for the pictures' bytes.
 */
export const STATIC_URLS = { robots: '/robots.txt', ogImage: '/og-image.png' };

/**
 * Load runs (10 connections, the usual duration, each after its warm-up, which also fills the
 * caches) on the static baseline, then on each public answer, all against the same server one
 * after another, so the ratios compare like with like.
 */
export async function measurePublicLoad({ baseUrl, seeded, log }) {
  const results = { static: {}, public: {} };
  for (const [name, path] of Object.entries(STATIC_URLS)) {
    log(`  load: static ${path}`);
    results.static[name] = await runLoad({ url: `${baseUrl}${path}`, headers: ACCEPT });
  }
  for (const [name, path] of Object.entries(publicUrls(seeded))) {
    log(`  load: public ${name} (${path})`);
    results.public[name] = await runLoad({ url: `${baseUrl}${path}`, headers: ACCEPT });
  }
  return results;
}

/**
 * What each public answer tells a CDN and a browser: its Cache-Control and CDN-Cache-Control,
 * whether it has an ETag, and what a revalidation with that ETag (If-None-Match) answers.
 */
export async function checkPublicPolicy({ baseUrl, seeded }) {
  const client = new ApiClient(baseUrl);
  try {
    const answers = {};
    for (const [name, path] of Object.entries(publicUrls(seeded))) {
      const first = await client.request('GET', path, { headers: ACCEPT });
      const etag = first.headers.etag;
      const again = etag
        ? await client.request('GET', path, { headers: { ...ACCEPT, 'if-none-match': etag } })
        : undefined;
      answers[name] = {
        status: first.status,
        cacheControl: first.headers['cache-control'] ?? '',
        cdnCacheControl: first.headers['cdn-cache-control'] ?? '',
        etag: etag ?? '',
        revalidation: again?.status,
        revalidationBytes: again?.raw.length,
      };
    }
    return answers;
  } finally {
    client.close();
  }
}
