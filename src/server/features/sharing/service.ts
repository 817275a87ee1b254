import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../../../domain/html';
import {
  defaultLocale,
  htmlLang,
  localePath,
  locales,
  ogLocale,
  type Locale,
} from '../../../domain/locale';
import { PRODUCT_NAME } from '../../../domain/product';
import {
  PREVIEW_IMAGE_HEIGHT,
  PREVIEW_IMAGE_WIDTH,
  renderPreviewImageSvg,
} from '../../../domain/sharing/preview-image';
import {
  renderTradeImageSvg,
  TRADE_IMAGE_SCALE,
  type PictureLanguage,
} from '../../../domain/sharing/trade-image';
import {
  buildTradeLists,
  tradeListsSchema,
  type TradeLists,
} from '../../../domain/sharing/trade-lists';
import { publicIdSchema, publicSharePath } from '../../../domain/sharing/public-link';
import {
  IMAGE_FONT_FAMILY,
  pngRenderer,
  renderPng,
  type RenderOptions,
} from '../../integrations/image/render-png';
import { compressBoth, packedBytes, type Encoding } from '../../lib/precompressed';
import { freshReads, singleFlight } from '../../lib/shared-reads';
import { VersionedCache } from '../../lib/versioned-cache';
import { serverSecretOnce } from '../../db/server-secrets';
import type { Database } from '../../db/client';
import { sayIn } from '../../i18n/catalogs';
import type { BuiltPage } from '../web/public';
import { findPublicHead, findPublicStickers, findPublicVersion } from './data';
import { isUpToDate, pictureDesk, type Picture } from './pictures';

const dateLabel = (date: Date, locale: Locale) =>
  date.toLocaleDateString(htmlLang(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/** How a picture in `locale` says its words and writes its numbers (decision 038). */
const pictureLanguage = (locale: Locale): PictureLanguage => ({
  say: sayIn(locale),
  locale: htmlLang(locale),
});

/**
 * Everything the public answers need of one version of a shared collection, built once from its
 * stickers: the JSON body with its br and gzip copies (so a hit compresses nothing), the lists'
 * lengths, how many are owned, and the /share head tags of the shell (a build without a renderer).
 */
export interface PublicEntry {
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
  /** The /share shell's head tags per language, made at the first visit in each. */
  shareHeads?: Partial<Record<Locale, string>>;
}

/**
 * A collection version's key in the caches (by its own id, never sent) and its ETags (by its
 * public id, decision 027): the album's version is part of it.
 */
export interface PublicVersion {
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
  const body = JSON.stringify({ title, totalStickers, ...z.encode(tradeListsSchema, lists) });
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

/** The public pictures of a shared collection: the whole list, and the link preview. */
export type PictureKind = 'list' | 'preview';

/** What the sharing service reads of the app: its database, settings, clock and page builder. */
export type SharingApp = Pick<
  FastifyInstance,
  'database' | 'config' | 'clock' | 'pageRenderer' | 'buildPage' | 'modulePreloads'
>;

/**
 * What the public trade list is built from and kept in (decision 026): the versions behind a
 * public id, the built lists, the pictures and the rendered /share documents, each cached per
 * collection and album version. The routes (routes.ts) parse, set the HTTP policy and call this.
 */
export function createSharingService(app: SharingApp) {
  const { db } = app.database;
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
  /** The cache key of a collection at any version: its album's version is part of it. */
  const cacheId = (v: PublicVersion) => `${v.id}.t${v.templateVersion}`;
  const versionTag = (v: PublicVersion) => `${v.version}.${v.templateVersion}`;
  /** English keeps the ETags it had; another language names itself (a picture per locale). */
  const etagOf = (kind: string, v: PublicVersion, locale: Locale = defaultLocale) =>
    `"${kind}-${v.publicId}-${versionTag(v)}${locale === defaultLocale ? '' : `-${locale}`}"`;

  /**
   * The versions of the shared collection behind a public id, or undefined when it is not shared,
   * not there, or the id is not of the shape we make (answered without a query: decision 027).
   */
  const versionReads = freshReads<PublicVersion | undefined>();
  function publicVersion(publicId: string, reads: Database): Promise<PublicVersion | undefined> {
    if (!publicIdSchema.safeParse(publicId).success) return Promise.resolve(undefined);
    // A read of the primary is never shared with a replica's (decision 036).
    const key = reads === db ? publicId : `replica:${publicId}`;
    return versionReads(key, async () => {
      const found = await findPublicVersion(reads, publicId);
      return found && { publicId, ...found };
    });
  }

  /**
   * What was built for this version, building it when it is not cached. Built from the head read
   * with the stickers, so it may be a newer version than `v` (its own versions say which), or
   * undefined when sharing was turned off in between.
   */
  async function entryOf(v: PublicVersion, reads: Database) {
    const cached = entries.get(cacheId(v), v.version);
    if (cached) return cached;
    return buildOnce(`${cacheId(v)}:${v.version}`, async () => {
      const head = await findPublicHead(reads, v.id);
      if (!head) return undefined;
      const entry = await buildEntry(head, await findPublicStickers(reads, head.id));
      entries.set(cacheId(entry), entry.version, entry);
      return entry;
    });
  }

  /** How each picture is drawn from a version's lists. */
  const drawings: Record<
    PictureKind,
    (
      entry: PublicEntry,
      lists: TradeLists,
      locale: Locale,
      options: RenderOptions,
    ) => Promise<Buffer>
  > = {
    // The whole list, as the collector downloads it.
    list: (entry, lists, locale, options) =>
      renderPng(
        renderTradeImageSvg({
          title: entry.title,
          lists,
          owned: entry.owned,
          totalStickers: entry.totalStickers,
          dateLabel: dateLabel(app.clock.now(), locale),
          siteLabel: new URL(app.config.appUrl).host,
          productName: PRODUCT_NAME,
          fontFamily: IMAGE_FONT_FAMILY,
          language: pictureLanguage(locale),
        }).svg,
        TRADE_IMAGE_SCALE,
        options,
      ),
    // The 1200×630 link preview Open Graph points at: feeds show it whole, never cropped.
    preview: (entry, lists, locale, options) =>
      renderPng(
        renderPreviewImageSvg({
          title: entry.title,
          lists,
          owned: entry.owned,
          totalStickers: entry.totalStickers,
          siteLabel: new URL(app.config.appUrl).host,
          productName: PRODUCT_NAME,
          fontFamily: IMAGE_FONT_FAMILY,
          language: pictureLanguage(locale),
        }),
        1,
        // Recompressed (about 45% smaller): the picture a crowd from a post fetches most.
        { ...options, isCompact: true },
      ),
  };

  /**
   * A PNG of a public collection in `locale`, drawn once per collection version and language and
   * kept as its final bytes (the last one per collection and language, within PUBLIC_CACHE_MB); a
   * hit reads no sticker rows and builds nothing. While a crowd's lists keep changing, an answer
   * may be the last picture drawn (`isStale`, `pictureOf`, decision 042); undefined when sharing
   * was turned off.
   */
  function picture(
    kind: PictureKind,
    locale: Locale,
    v: PublicVersion,
    reads: Database,
    log: FastifyBaseLogger,
  ) {
    async function drawCurrent(publicId: string, last: Picture | undefined) {
      const v = await publicVersion(publicId, reads);
      if (!v) return undefined;
      if (last && isUpToDate(last, v)) return last;
      const entry = await entryOf(v, reads);
      if (!entry) return undefined;
      const lists = JSON.parse(entry.body) as TradeLists;
      const png = await drawings[kind](entry, lists, locale, { isUrgent: !last });
      return { version: entry.version, templateVersion: entry.templateVersion, png };
    }

    return pictureOf(
      `${kind}:${locale}:${v.id}`,
      v,
      (last) => drawCurrent(v.publicId, last),
      log,
      String(v.id),
    );
  }

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
   * The /share document of this version in `locale` (at its address in that language), rendered
   * with its content once per version and language (decision 026) and kept compressed, or
   * undefined when the build has no renderer (the shell then).
   */
  async function sharePage(
    log: FastifyBaseLogger,
    entry: PublicEntry,
    locale: Locale,
    etag: string,
  ) {
    const key = `share:${cacheId(entry)}:${locale}`;
    const cached = pages.get(key, entry.version);
    if (cached) return cached;
    return renderOnce(`${key}:${entry.version}`, async () => {
      const renderer = await app.pageRenderer();
      if (!renderer) return undefined;
      const nonce = await shareNonce(etag);
      let rendered: { html: string; data: string };
      try {
        rendered = await renderer.renderSharePage(entry.publicId, entry.body, nonce, locale);
      } catch (error) {
        // The page still works as the shell that renders in the browser.
        log.error({ err: error }, 'could not render the /share page');
        return undefined;
      }
      const { html, data } = rendered;
      const head = shareHead(entry, locale, { fetchesList: false });
      const page = await app.buildPage(
        { head, path: localePath(locale, '/share'), html, after: data, lang: htmlLang(locale) },
        nonce,
      );
      if (page) pages.set(key, entry.version, page);
      return page;
    });
  }

  /**
   * The /share document's head tags for one version in `locale`: its title, description and
   * preview in that language, its address in every language (hreflang, decision 038), and the
   * page's chunks, loaded with the entry instead of after it. The shell, which fetches the lists
   * (no renderer), names that fetch too: the exact request the page makes, so the browser reuses
   * the answer.
   */
  function shareHead(
    entry: PublicEntry,
    locale: Locale,
    { fetchesList }: { fetchesList: boolean },
  ) {
    const say = sayIn(locale);
    const count = (n: number) => new Intl.NumberFormat(htmlLang(locale)).format(n);
    const title = say(/*i18n*/ { id: '{album} — trade list', values: { album: entry.title } });
    const description = say(
      /*i18n*/ {
        id: 'Needs {needed} · {forTrade} for trade. Swap stickers with me on {product}!',
        values: {
          needed: count(entry.needed),
          forTrade: count(entry.forTrade),
          product: PRODUCT_NAME,
        },
      },
    );
    const appUrl = app.config.appUrl.replace(/\/+$/, '');
    const urlIn = (l: Locale) => `${appUrl}${localePath(l, publicSharePath(entry.publicId))}`;
    const pageUrl = urlIn(locale);
    const lang = locale === defaultLocale ? '' : `&lang=${locale}`;
    const imageUrl = `${appUrl}/api/public/collections/${entry.publicId}/preview.png?v=${versionTag(entry)}${lang}`;
    const tags = [
      `<title>${escapeHtml(title)} | ${PRODUCT_NAME}</title>`,
      `<meta name="description" content="${escapeHtml(description)}" />`,
      `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
      ...locales.map(
        (l) => `<link rel="alternate" hreflang="${htmlLang(l)}" href="${escapeHtml(urlIn(l))}" />`,
      ),
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(urlIn(defaultLocale))}" />`,
      `<meta property="og:locale" content="${ogLocale[locale]}" />`,
      ...locales
        .filter((l) => l !== locale)
        .map((l) => `<meta property="og:locale:alternate" content="${ogLocale[l]}" />`),
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

  return {
    publicVersion,
    entryOf,
    etagOf,
    versionTag,
    picture,
    shareNonce,
    sharePage,
    /** The /share shell's head tags for a build with no renderer, made once per version and language. */
    shellHead: (entry: PublicEntry, locale: Locale) =>
      ((entry.shareHeads ??= {})[locale] ??= shareHead(entry, locale, { fetchesList: true })),
    /** Stops the picture renderer's child process (decision 042): none may outlive the server. */
    stop: () => pngRenderer.stop(),
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
