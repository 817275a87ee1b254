import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_NAME } from '../../../domain/product';
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

  api.get(
    '/api/public/collections/:id/image.png',
    { schema: { params: idParams } },
    async (request, reply) => {
      const collection = await loadPublic(request.params.id);
      if (!collection) throw collectionNotFound();
      const etag = `"${collection.id}-${collection.version}"`;
      reply.header('ETag', etag).header('Cache-Control', 'public, max-age=300');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();

      let png = images.get(collection.id, collection.version);
      if (!png) {
        const { svg } = renderTradeImageSvg({
          title: collection.title,
          lists: collection.lists,
          owned: collection.stickers.filter((s) => s.owned).length,
          totalStickers: collection.totalStickers,
          dateLabel: dateLabel(app.clock.now()),
          siteLabel: new URL(app.config.appUrl).host,
          productName: PRODUCT_NAME,
          fontFamily: IMAGE_FONT_FAMILY,
        });
        png = await renderPng(svg, TRADE_IMAGE_SCALE);
        images.set(collection.id, collection.version, png);
      }
      return reply.type('image/png').send(png);
    },
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
      const imageUrl = `${app.config.appUrl}/api/public/collections/${collection.id}/image.png?v=${collection.version}`;
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
        `<meta property="og:image:width" content="1600" />`,
        `<meta name="twitter:card" content="summary_large_image" />`,
        `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
        `<meta name="twitter:image" content="${escapeHtml(imageUrl)}" />`,
      ].join('\n    ');
      return app.sendShell(reply, { status: 200, head });
    },
  );
}
