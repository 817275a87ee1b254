import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_NAME } from '../../../domain/product';
import {
  PREVIEW_IMAGE_HEIGHT,
  PREVIEW_IMAGE_WIDTH,
  renderPreviewImageSvg,
} from '../../../domain/sharing/preview-image';
import { renderTradeImageSvg, TRADE_IMAGE_SCALE } from '../../../domain/sharing/trade-image';
import { buildTradeLists } from '../../../domain/sharing/trade-lists';
import { idParamSchema } from '../../../domain/text';
import { notFound } from '../../app-error';
import { IMAGE_FONT_FAMILY, renderPng } from '../../integrations/image/render-png';
import { findPublicCollection } from './data';
import { VersionedCache } from '../../plugins/versioned-cache';

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
 * The public trade list (decisions.md "Sharing"): JSON for the page, a PNG for link previews,
 * and the /share document with Open Graph tags. Only public collections; no session needed.
 */
export function registerSharingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  // Rendered PNGs by collection version, at most 32 MB of them per process.
  const images = new VersionedCache<Buffer>(32 * 1024 * 1024);

  async function loadPublic(id: number) {
    const collection = await findPublicCollection(db, id);
    if (!collection) return undefined;
    return { ...collection, lists: buildTradeLists(collection.stickers) };
  }

  api.get('/api/public/collections/:id', { schema: { params: idParams } }, async (request) => {
    const collection = await loadPublic(request.params.id);
    if (!collection) throw collectionNotFound();
    const { id, title, totalStickers, lists } = collection;
    return { id, title, totalStickers, needed: lists.needed, forTrade: lists.forTrade };
  });

  type PublicCollection = NonNullable<Awaited<ReturnType<typeof loadPublic>>>;

  /**
   * A PNG of a public collection, drawn once per collection version and kept (at most 32 MB of
   * them per process); the ETag is that version, so a browser or CDN revalidates for nothing.
   */
  function pictureRoute(
    url: string,
    kind: string,
    draw: (collection: PublicCollection) => Promise<Buffer>,
  ) {
    api.get(url, { schema: { params: idParams } }, async (request, reply) => {
      const collection = await loadPublic(request.params.id);
      if (!collection) throw collectionNotFound();
      const etag = `"${kind}-${collection.id}-${collection.version}"`;
      reply.header('ETag', etag).header('Cache-Control', 'public, max-age=300');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();

      const key = `${kind}:${collection.id}`;
      let png = images.get(key, collection.version);
      if (!png) {
        png = await draw(collection);
        images.set(key, collection.version, png);
      }
      return reply.type('image/png').send(png);
    });
  }

  const owned = (collection: PublicCollection) => collection.stickers.filter((s) => s.owned).length;

  // The whole list, as the collector downloads it.
  pictureRoute('/api/public/collections/:id/image.png', 'list', (collection) =>
    renderPng(
      renderTradeImageSvg({
        title: collection.title,
        lists: collection.lists,
        owned: owned(collection),
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
  pictureRoute('/api/public/collections/:id/preview.png', 'preview', (collection) =>
    renderPng(
      renderPreviewImageSvg({
        title: collection.title,
        lists: collection.lists,
        owned: owned(collection),
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
    { schema: { querystring: z.object({ collection: z.string().optional() }) } },
    async (request, reply) => {
      const parsed = idParamSchema.safeParse(request.query.collection ?? '');
      const collection = parsed.success ? await loadPublic(parsed.data) : undefined;
      if (!collection) return app.sendShell(reply, { status: 404 });
      const title = `${collection.title} — trade list`;
      const description = `Needs ${collection.lists.needed.length} · ${collection.lists.forTrade.length} for trade. Swap stickers with me on ${PRODUCT_NAME}!`;
      const pageUrl = `${app.config.appUrl}/share?collection=${collection.id}`;
      const imageUrl = `${app.config.appUrl}/api/public/collections/${collection.id}/preview.png?v=${collection.version}`;
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
      return app.sendShell(reply, { status: 200, head });
    },
  );
}
