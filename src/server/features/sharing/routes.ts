import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { idParamSchema } from '../../../domain/text';
import type { Specials } from '../../../domain/catalogue/specials';
import { notFound } from '../../app-error';
import { IMAGE_FONT_FAMILY, renderPng } from '../../integrations/image/render-png';
import { addressLimit } from '../../plugins/address-limit';
import { CDN_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../plugins/cache-policy';
import { VersionedCache } from '../../plugins/versioned-cache';
import { findPublicHead, findPublicStickers } from './data';

const idParams = z.object({ id: idParamSchema });
const collectionNotFound = () => notFound('Collection Not Found');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const dateLabel = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/**
 * What the public answers need from a collection's stickers: the trade lists as the tail of the
 * JSON body (`"needed":[…],"forTrade":[…]}`), their lengths and how many are owned.
 */
interface PublicSummary {
  bodyTail: string;
  needed: number;
  forTrade: number;
  owned: number;
}

function summarize(
  rows: Awaited<ReturnType<typeof findPublicStickers>>,
  specials: Specials,
): PublicSummary {
  const lists = buildTradeLists(rows, specials);
  return {
    // Encoded by its schema once per version: the cached body holds only the listed fields.
    bodyTail: JSON.stringify(tradeListsSchema.encode(lists)).slice(1),
    needed: lists.needed.length,
    forTrade: lists.forTrade.length,
    owned: rows.filter((sticker) => sticker.owned).length,
  };
}

/**
 * The public trade list (docs/product.md "Screens"): JSON for the page, a PNG for link previews,
 * and the /share document with Open Graph tags. Only public collections; no session needed.
 */
export function registerSharingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  // What was built from a public collection's stickers, by collection version: a cache hit costs
  // one indexed read of the version and no sticker rows. Per process, within PUBLIC_CACHE_MB:
  // a third for the lists, the rest for rendered PNGs.
  const publicBytes = app.config.cacheBytes.public;
  const summaries = new VersionedCache<PublicSummary>(
    Math.floor(publicBytes / 3),
    (s) => s.bodyTail.length,
  );
  const images = new VersionedCache<Buffer>(publicBytes - Math.floor(publicBytes / 3));
  // A generous per-address flood limit on the public reads, counted in memory (finding 20.5).
  const publicReadLimit = addressLimit({
    max: app.config.publicReadsPerMinute,
    windowMs: 60_000,
    now: () => app.clock.now().getTime(),
  });

  /**
   * The head of a shared collection and its cached summary, or undefined when not shared. Cached
   * by collection version AND template version (`cacheId`): the lists mark the album's specials,
   * so a corrected checklist makes everything afresh even for a collection it did not touch.
   */
  async function loadPublic(id: number) {
    const head = await findPublicHead(db, id);
    if (!head) return undefined;
    const cacheId = `${head.id}.t${head.templateVersion}`;
    let summary = summaries.get(cacheId, head.version);
    if (!summary) {
      summary = summarize(await findPublicStickers(db, head.id), head.specials);
      summaries.set(cacheId, head.version, summary);
    }
    return { ...head, cacheId, summary };
  }

  type PublicCollection = NonNullable<Awaited<ReturnType<typeof loadPublic>>>;
  const versionTag = (collection: PublicCollection) =>
    `${collection.version}.${collection.templateVersion}`;
  const etagOf = (kind: string, collection: PublicCollection) =>
    `"${kind}-${collection.id}-${versionTag(collection)}"`;

  /** 304 when the client already holds this version; otherwise sets the validator and policy. */
  function isUnchanged(request: FastifyRequest, reply: FastifyReply, etag: string) {
    reply
      .header('ETag', etag)
      .header('Cache-Control', PUBLIC_CACHE_CONTROL)
      .header('CDN-Cache-Control', CDN_CACHE_CONTROL);
    return request.headers['if-none-match'] === etag;
  }

  api.get(
    '/api/public/collections/:id',
    // The body is sent already serialised, from the cache: its lists were encoded by their schema
    // in `summarize`, and its head names its three fields. Fastify runs no serializer on a string
    // with a JSON type, so the schema documents and types the answer at no cost per request.
    {
      schema: { params: idParams, response: { 200: publicTradeListSchema } },
      onRequest: [publicReadLimit],
    },
    async (request, typedReply) => {
      // Answered by hand, with 304 or the cached text: the base reply type takes both.
      const reply = typedReply as FastifyReply;
      const collection = await loadPublic(request.params.id);
      if (!collection) throw collectionNotFound();
      if (isUnchanged(request, reply, etagOf('list', collection))) return reply.status(304).send();
      const { id, title, totalStickers } = collection;
      const bodyHead = JSON.stringify({ id, title, totalStickers }).slice(0, -1);
      return reply
        .type('application/json; charset=utf-8')
        .send(`${bodyHead},${collection.summary.bodyTail}`);
    },
  );

  /**
   * A PNG of a public collection, drawn once per collection version and kept (at most 32 MB of
   * them per process); the ETag is that version, so a browser or CDN revalidates for nothing.
   */
  function pictureRoute(
    url: string,
    kind: string,
    draw: (collection: PublicCollection, lists: TradeLists) => Promise<Buffer>,
  ) {
    api.get(
      url,
      { schema: { params: idParams }, onRequest: [publicReadLimit] },
      async (request, reply) => {
        const collection = await loadPublic(request.params.id);
        if (!collection) throw collectionNotFound();
        if (isUnchanged(request, reply, etagOf(kind, collection))) return reply.status(304).send();
        const key = `${kind}:${collection.cacheId}`;
        let png = images.get(key, collection.version);
        if (!png) {
          png = await draw(collection, JSON.parse(`{${collection.summary.bodyTail}`) as TradeLists);
          images.set(key, collection.version, png);
        }
        return reply.type('image/png').send(png);
      },
    );
  }

  // The whole list, as the collector downloads it.
  pictureRoute('/api/public/collections/:id/image.png', 'list', (collection, lists) =>
    renderPng(
      renderTradeImageSvg({
        title: collection.title,
        lists,
        owned: collection.summary.owned,
        totalStickers: collection.totalStickers,
        dateLabel: dateLabel(app.clock.now()),
        siteLabel: new URL(app.config.appUrl).host,
        productName: PRODUCT_NAME,
        fontFamily: IMAGE_FONT_FAMILY,
      }).svg,
      TRADE_IMAGE_SCALE,
    ),
  );

  // The 1200×630 link preview Open Graph points at: feeds show it whole, never cropped.
  pictureRoute('/api/public/collections/:id/preview.png', 'preview', (collection, lists) =>
    renderPng(
      renderPreviewImageSvg({
        title: collection.title,
        lists,
        owned: collection.summary.owned,
        totalStickers: collection.totalStickers,
        siteLabel: new URL(app.config.appUrl).host,
        productName: PRODUCT_NAME,
        fontFamily: IMAGE_FONT_FAMILY,
      }),
      1,
    ),
  );

  // The page itself renders in the browser; the document carries the preview tags for Facebook.
  api.get(
    '/share',
    {
      schema: { querystring: z.object({ collection: z.string().optional() }) },
      onRequest: [publicReadLimit],
    },
    async (request, reply) => {
      const parsed = idParamSchema.safeParse(request.query.collection ?? '');
      const collection = parsed.success ? await loadPublic(parsed.data) : undefined;
      if (!collection) return app.sendShell(reply, { status: 404 });
      const etag = `"share-${collection.id}-${versionTag(collection)}-${app.shellTag}"`;
      if (isUnchanged(request, reply, etag)) return reply.status(304).send();
      const title = `${collection.title} — trade list`;
      const { needed, forTrade } = collection.summary;
      const description = `Needs ${needed} · ${forTrade} for trade. Swap stickers with me on ${PRODUCT_NAME}!`;
      const pageUrl = `${app.config.appUrl}/share?collection=${collection.id}`;
      const imageUrl = `${app.config.appUrl}/api/public/collections/${collection.id}/preview.png?v=${versionTag(collection)}`;
      const head = [
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
      ].join('\n    ');
      return app.sendShell(reply, { status: 200, head, cacheControl: PUBLIC_CACHE_CONTROL });
    },
  );
}
