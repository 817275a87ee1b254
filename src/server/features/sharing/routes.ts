import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../../domain/html';
import { PRODUCT_NAME } from '../../../domain/product';
import {
  PREVIEW_IMAGE_HEIGHT,
  PREVIEW_IMAGE_WIDTH,
  renderPreviewImageSvg,
} from '../../../domain/sharing/preview-image';
import { renderTradeImageSvg, TRADE_IMAGE_SCALE } from '../../../domain/sharing/trade-image';
import {
  buildTradeLists,
  publicTradeListSchema,
  tradeListsSchema,
  type TradeLists,
} from '../../../domain/sharing/trade-lists';
import { publicIdSchema, publicShareUrl } from '../../../domain/sharing/public-link';
import { notFound } from '../../app-error';
import {
  IMAGE_FONT_FAMILY,
  pngRenderer,
  renderPng,
  type RenderOptions,
} from '../../integrations/image/render-png';
import { addressLimit } from '../../plugins/address-limit';
import {
  CDN_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  REVALIDATE_PUBLIC,
} from '../../plugins/cache-policy';
import {
  compressBoth,
  packedBytes,
  preferredEncoding,
  sendPacked,
  type Encoding,
} from '../../plugins/precompressed';
import { freshReads, singleFlight } from '../../plugins/shared-reads';
import { VersionedCache } from '../../plugins/versioned-cache';
import { serverSecretOnce } from '../../db/server-secrets';
import type { BuiltPage } from '../web/public';
import { surrogateKey } from '../../integrations/cdn/purge';
import { findPublicHead, findPublicStickers, findPublicVersion } from './data';
import { isUpToDate, pictureDesk, type Picture } from './pictures';

// Any text is taken, so an id of the wrong shape (a numeric collection id, say) answers the same
// 404 as a missing list rather than a 400 that tells it apart (decision 027).
const publicIdParams = z.object({ publicId: z.string() });
const collectionNotFound = () => notFound('Collection Not Found');

const dateLabel = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/**
 * Everything the public answers need of one version of a shared collection, built once from its
 * stickers: the JSON body with its br and gzip copies (so a hit compresses nothing), the lists'
 * lengths, how many are owned, and the /share head tags of the shell (a build without a renderer).
 */
interface PublicEntry {
  id: number;
  publicId: string;
  version: number;
  templateVersion: number;
  title: string;
  totalStickers: number;
  body: string;
  packed: Record<Encoding, Buffer>;
  needed: number;
  forTrade: number;
  owned: number;
  shareHead?: string;
}

/**
 * A collection version's key in the caches (by its own id, never sent) and its ETags (by its
 * public id, decision 027): the album's version is part of it.
 */
interface PublicVersion {
  id: number;
  publicId: string;
  version: number;
  templateVersion: number;
}

async function buildEntry(
  head: NonNullable<Awaited<ReturnType<typeof findPublicHead>>>,
  rows: Awaited<ReturnType<typeof findPublicStickers>>,
): Promise<PublicEntry> {
  const lists = buildTradeLists(rows, head.specials);
  const { id, publicId, title, totalStickers } = head;
  // Encoded by its schema once per version: the cached body holds only the listed fields (never
  // the collection's own id, decision 027).
  const body = JSON.stringify({ title, totalStickers, ...tradeListsSchema.encode(lists) });
  const packed = await compressBoth(body);
  return {
    id,
    publicId,
    version: head.version,
    templateVersion: head.templateVersion,
    title,
    totalStickers,
    body,
    packed,
    needed: lists.needed.length,
    forTrade: lists.forTrade.length,
    owned: rows.filter((sticker) => sticker.owned).length,
  };
}

/**
 * The public trade list (docs/product.md "Screens"): JSON for the page, a PNG for link previews,
 * and the /share document with Open Graph tags. Only public collections, known only by their
 * unguessable public id (decision 027); no session needed.
 */
export function registerSharingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  // The pictures are drawn in a child process (decision 025): none may outlive the server. Stopped
  // before the server waits for its requests, so none waits for a picture during a shutdown.
  app.addHook('preClose', async () => pngRenderer.stop());
  // What was built from a public collection, by collection and album version, per process within
  // PUBLIC_CACHE_MB: a third for the lists (with their compressed copies) and the rendered /share
  // documents (with theirs), half each, the rest for the pictures' final PNG bytes (the last one
  // of each list, `pictureDesk`). A hit costs one indexed read of the versions
  // (findPublicVersion) and no sticker rows; that read also makes sharing turned off a 404 at
  // once, on every instance.
  const publicBytes = app.config.cacheBytes.public;
  const textBytes = Math.floor(publicBytes / 3);
  const entries = new VersionedCache<PublicEntry>(
    Math.floor(textBytes / 2),
    (entry) => packedBytes(entry.body, entry.packed) + 512,
  );
  const pages = new VersionedCache<BuiltPage>(
    textBytes - Math.floor(textBytes / 2),
    (page) => packedBytes(page.html, page.packed) + 512,
  );
  const pictureOf = pictureDesk({
    maxBytes: publicBytes - textBytes,
    waitMs: app.config.pictureWaitMs,
    redrawMs: app.config.pictureRedrawMs,
    now: () => app.clock.now().getTime(),
  });
  const buildOnce = singleFlight<PublicEntry | undefined>();
  const renderOnce = singleFlight<BuiltPage | undefined>();
  // A generous per-address flood limit on the public reads, counted in memory (finding 20.5).
  const publicReadLimit = addressLimit({
    max: app.config.publicReadsPerMinute,
    windowMs: 60_000,
    now: () => app.clock.now().getTime(),
  });

  /** The cache key of a collection at any version: its album's version is part of it. */
  const cacheId = (v: PublicVersion) => `${v.id}.t${v.templateVersion}`;
  const versionTag = (v: PublicVersion) => `${v.version}.${v.templateVersion}`;
  const etagOf = (kind: string, v: PublicVersion) => `"${kind}-${v.publicId}-${versionTag(v)}"`;

  /**
   * The versions of the shared collection behind a public id, or undefined when it is not shared,
   * not there, or the id is not of the shape we make (answered without a query: decision 027).
   */
  const versionReads = freshReads<PublicVersion | undefined>();
  function publicVersion(publicId: string): Promise<PublicVersion | undefined> {
    if (!publicIdSchema.safeParse(publicId).success) return Promise.resolve(undefined);
    return versionReads(publicId, async () => {
      const found = await findPublicVersion(db, publicId);
      return found && { publicId, ...found };
    });
  }

  /**
   * What was built for this version, building it when it is not cached. Built from the head read
   * with the stickers, so it may be a newer version than `v` (its own versions say which), or
   * undefined when sharing was turned off in between.
   */
  async function entryOf(v: PublicVersion) {
    const cached = entries.get(cacheId(v), v.version);
    if (cached) return cached;
    return buildOnce(`${cacheId(v)}:${v.version}`, async () => {
      const head = await findPublicHead(db, v.id);
      if (!head) return undefined;
      const entry = await buildEntry(head, await findPublicStickers(db, head.id));
      entries.set(cacheId(entry), entry.version, entry);
      return entry;
    });
  }

  /** True when the client holds this version already (its validator is `etag`). */
  function isUnchanged(request: FastifyRequest, etag: string) {
    return request.headers['if-none-match'] === etag;
  }

  /**
   * The validator and the public policy of an answer about one version, set once that answer is
   * known: a 304 or the version served. A 404 (sharing turned off, even between the versions'
   * read and the build) never gets them, so nobody keeps it.
   */
  function setPolicy<Reply extends FastifyReply>(
    reply: Reply,
    etag: string,
    publicId: string,
  ): Reply {
    tagCollection(reply, publicId)
      .header('ETag', etag)
      .header('Cache-Control', PUBLIC_CACHE_CONTROL)
      .header('CDN-Cache-Control', CDN_CACHE_CONTROL);
    return reply;
  }

  /**
   * Names the collection an answer is about, for a CDN to purge by (issue 31): Fastly reads
   * `Surrogate-Key`, Cloudflare and others `Cache-Tag`. The key is the public id already in the
   * address, so it tells nothing new; the app POSTs it to CDN_PURGE_URL when sharing stops.
   */
  function tagCollection<Reply extends FastifyReply>(reply: Reply, publicId: string): Reply {
    const key = surrogateKey(publicId);
    reply.header('Surrogate-Key', key).header('Cache-Tag', key);
    return reply;
  }

  api.get(
    '/api/public/collections/:publicId',
    // The body is sent already serialised and compressed, from the cache: its lists were encoded
    // by their schema in `buildEntry`. Fastify runs no serializer on a string or Buffer with a
    // JSON type, so the response schema documents and types the answer at no cost per request.
    {
      schema: { params: publicIdParams, response: { 200: publicTradeListSchema } },
      onRequest: [publicReadLimit],
    },
    async (request, typedReply) => {
      // Answered by hand, with 304 or the cached bytes: the base reply type takes both.
      const reply = typedReply as FastifyReply;
      const v = await publicVersion(request.params.publicId);
      if (!v) throw collectionNotFound();
      reply.header('Vary', 'Accept-Encoding');
      const etag = etagOf('list', v);
      if (isUnchanged(request, etag)) return setPolicy(reply, etag, v.publicId).status(304).send();
      const entry = await entryOf(v);
      if (!entry) throw collectionNotFound();
      setPolicy(reply, etagOf('list', entry), v.publicId);
      reply.type('application/json; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      return sendPacked(reply, entry.body, entry.packed, encoding);
    },
  );

  /**
   * A PNG of a public collection, drawn once per collection version and kept as its final bytes
   * (the last one per collection, within PUBLIC_CACHE_MB); a hit reads no sticker rows and builds
   * nothing. The ETag is the version drawn, so a browser or CDN revalidates for nothing. While a
   * crowd's lists keep changing, an answer may be the last picture drawn, marked for revalidation
   * (`pictureOf`, decision 025); sharing turned off is still a 404 at once.
   */
  function pictureRoute(
    url: string,
    kind: string,
    draw: (entry: PublicEntry, lists: TradeLists, options: RenderOptions) => Promise<Buffer>,
  ) {
    async function drawCurrent(publicId: string, last: Picture | undefined) {
      const v = await publicVersion(publicId);
      if (!v) return undefined;
      if (last && isUpToDate(last, v)) return last;
      const entry = await entryOf(v);
      if (!entry) return undefined;
      const lists = JSON.parse(entry.body) as TradeLists;
      const png = await draw(entry, lists, { isUrgent: !last });
      return { version: entry.version, templateVersion: entry.templateVersion, png };
    }

    api.get(
      url,
      { schema: { params: publicIdParams }, onRequest: [publicReadLimit] },
      async (request, reply) => {
        const v = await publicVersion(request.params.publicId);
        if (!v) throw collectionNotFound();
        const etag = etagOf(kind, v);
        if (isUnchanged(request, etag))
          return setPolicy(reply, etag, v.publicId).status(304).send();
        const answer = await pictureOf(
          `${kind}:${v.id}`,
          v,
          (last) => drawCurrent(v.publicId, last),
          request.log,
          String(v.id),
        );
        if (!answer) throw collectionNotFound();
        const { picture, isStale } = answer;
        const pictureEtag = etagOf(kind, { id: v.id, publicId: v.publicId, ...picture });
        if (isStale) {
          tagCollection(reply, v.publicId)
            .header('ETag', pictureEtag)
            .header('Cache-Control', REVALIDATE_PUBLIC);
        } else setPolicy(reply, pictureEtag, v.publicId);
        return reply.type('image/png').send(picture.png);
      },
    );
  }

  // The whole list, as the collector downloads it.
  pictureRoute('/api/public/collections/:publicId/image.png', 'list', (entry, lists, options) =>
    renderPng(
      renderTradeImageSvg({
        title: entry.title,
        lists,
        owned: entry.owned,
        totalStickers: entry.totalStickers,
        dateLabel: dateLabel(app.clock.now()),
        siteLabel: new URL(app.config.appUrl).host,
        productName: PRODUCT_NAME,
        fontFamily: IMAGE_FONT_FAMILY,
      }).svg,
      TRADE_IMAGE_SCALE,
      options,
    ),
  );

  // The 1200×630 link preview Open Graph points at: feeds show it whole, never cropped.
  pictureRoute(
    '/api/public/collections/:publicId/preview.png',
    'preview',
    (entry, lists, options) =>
      renderPng(
        renderPreviewImageSvg({
          title: entry.title,
          lists,
          owned: entry.owned,
          totalStickers: entry.totalStickers,
          siteLabel: new URL(app.config.appUrl).host,
          productName: PRODUCT_NAME,
          fontFamily: IMAGE_FONT_FAMILY,
        }),
        1,
        // Recompressed (about 45% smaller): the picture a crowd from a post fetches most.
        { ...options, isCompact: true },
      ),
  );

  // The style nonce of a /share document (decision 026): fixed per document version, derived
  // from its ETag with a secret kept in the database, so every instance gives a version the same
  // nonce and nobody can tell a future version's.
  const nonceSecret = serverSecretOnce(db, 'share-style-nonce');
  async function shareNonce(etag: string) {
    const mac = createHmac('sha256', await nonceSecret())
      .update(etag)
      .digest();
    return mac.subarray(0, 16).toString('base64');
  }

  /**
   * The /share document of this version, rendered with its content once per version (decision
   * 026) and kept compressed, or undefined when the build has no renderer (the shell then).
   */
  async function sharePage(request: FastifyRequest, entry: PublicEntry, etag: string) {
    const key = `share:${cacheId(entry)}`;
    const cached = pages.get(key, entry.version);
    if (cached) return cached;
    return renderOnce(`${key}:${entry.version}`, async () => {
      const renderer = await app.pageRenderer();
      if (!renderer) return undefined;
      const nonce = await shareNonce(etag);
      let rendered: { html: string; data: string };
      try {
        rendered = await renderer.renderSharePage(entry.publicId, entry.body, nonce);
      } catch (error) {
        // The page still works as the shell that renders in the browser.
        request.log.error({ err: error }, 'could not render the /share page');
        return undefined;
      }
      const { html, data } = rendered;
      const head = shareHead(entry, { fetchesList: false });
      const page = await app.buildPage({ head, path: '/share', html, after: data }, nonce);
      if (page) pages.set(key, entry.version, page);
      return page;
    });
  }

  // The page with its content, rendered once per version, and the preview tags for Facebook.
  api.get(
    '/share',
    {
      schema: { querystring: z.object({ collection: z.string().optional() }) },
      onRequest: [publicReadLimit],
    },
    async (request, reply) => {
      const v = await publicVersion(request.query.collection ?? '');
      if (!v) return app.sendShell(reply, { status: 404 });
      const shareEtag = (of: PublicVersion) =>
        `"share-${of.publicId}-${versionTag(of)}-${app.shellTag}"`;
      if (isUnchanged(request, shareEtag(v))) {
        // The headers a 304 refreshes in the cached copy keep naming that copy's nonce.
        app.allowStyleNonce(reply, await shareNonce(shareEtag(v)));
        return setPolicy(reply, shareEtag(v), v.publicId).status(304).send();
      }
      const entry = await entryOf(v);
      if (!entry) return app.sendShell(reply, { status: 404 });
      const page = await sharePage(request, entry, shareEtag(entry));
      setPolicy(reply, shareEtag(entry), v.publicId);
      if (page)
        return app.sendBuiltPage(
          reply,
          page,
          preferredEncoding(request.headers['accept-encoding']),
        );
      entry.shareHead ??= shareHead(entry, { fetchesList: true });
      return app.sendShell(reply, {
        status: 200,
        head: entry.shareHead,
        cacheControl: PUBLIC_CACHE_CONTROL,
      });
    },
  );

  /**
   * The /share document's head tags for one version: its title, description and preview, and the
   * page's chunks, loaded with the entry instead of after it. The shell, which fetches the lists
   * (no renderer), names that fetch too: the exact request the page makes, so the browser reuses
   * the answer.
   */
  function shareHead(entry: PublicEntry, { fetchesList }: { fetchesList: boolean }) {
    const title = `${entry.title} — trade list`;
    const description = `Needs ${entry.needed} · ${entry.forTrade} for trade. Swap stickers with me on ${PRODUCT_NAME}!`;
    const pageUrl = publicShareUrl(app.config.appUrl, entry.publicId);
    const imageUrl = `${app.config.appUrl}/api/public/collections/${entry.publicId}/preview.png?v=${versionTag(entry)}`;
    const tags = [
      `<title>${escapeHtml(title)} | ${PRODUCT_NAME}</title>`,
      `<meta name="description" content="${escapeHtml(description)}" />`,
      `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
      `<meta property="og:image" content="${escapeHtml(imageUrl)}" />`,
      `<meta property="og:image:type" content="image/png" />`,
      `<meta property="og:image:width" content="${PREVIEW_IMAGE_WIDTH}" />`,
      `<meta property="og:image:height" content="${PREVIEW_IMAGE_HEIGHT}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
      `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
      `<meta name="twitter:image" content="${escapeHtml(imageUrl)}" />`,
    ];
    if (fetchesList)
      tags.push(
        `<link rel="preload" as="fetch" crossorigin href="/api/public/collections/${entry.publicId}" />`,
        app.modulePreloads('/share'),
      );
    return tags.filter(Boolean).join('\n    ');
  }
}
