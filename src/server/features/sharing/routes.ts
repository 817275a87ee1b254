import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defaultLocale, htmlLang, localePath, locales, type Locale } from '../../../domain/locale';
import { publicTradeListSchema } from '../../../domain/sharing/trade-lists';
import { notFound } from '../../app-error';
import { addressLimit } from '../../plugins/rate-limit';
import {
  CDN_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  REVALIDATE_PUBLIC,
} from '../../plugins/cache-policy';
import { preferredEncoding, sendPacked } from '../../lib/precompressed';
import { readsFor } from '../../plugins/read-replicas';
import { surrogateKey } from '../../integrations/cdn/purge';
import { createSharingService, type PictureKind, type PublicVersion } from './service';
import { errorAnswers } from '../../lib/error-answers';
import { landingLocale, sendLocaleRedirect } from '../web/public';

// Any text is taken, so an id of the wrong shape (a numeric collection id, say) answers the same
// 404 as a missing list rather than a 400 that tells it apart (decision 027).
const publicIdParams = z.object({ publicId: z.string() });
const collectionNotFound = () => notFound(/*i18n*/ 'Collection Not Found');

/**
 * A picture's language (decision 038, "The shared list in every language"): `?lang=` one of our
 * locales, English without it.
 */
const pictureQuery = z.object({
  lang: z
    .enum(locales, {
      error: /*i18n*/ 'lang must be one of en, es, pt-BR, it, de, fr',
    })
    .optional(),
});

/**
 * The public trade list (docs/product.md "Screens"): JSON for the page, a PNG for link previews,
 * and the /share document with Open Graph tags. Only public collections, known only by their
 * unguessable public id (decision 027); no session needed. What is built and cached lives in
 * service.ts; these routes parse, set each answer's HTTP policy and call it.
 */
function registerSharingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sharing = createSharingService(app);
  const { publicVersion, entryOf, etagOf, versionTag } = sharing;
  // The pictures are drawn in a child process (decision 042): none may outlive the server. Stopped
  // before the server waits for its requests, so none waits for a picture during a shutdown.
  app.addHook('preClose', async () => sharing.stop());
  // A generous per-address flood limit on the public reads, counted in memory (finding 20.5).
  const publicReadLimit = addressLimit({
    max: app.config.publicReadsPerMinute,
    windowMs: 60_000,
    now: () => app.clock.now().getTime(),
  });

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
      schema: {
        params: publicIdParams,
        response: { 200: publicTradeListSchema, ...errorAnswers(400, 404, 429) },
      },
      onRequest: [publicReadLimit],
    },
    async (request, typedReply) => {
      // Answered by hand, with 304 or the cached bytes: the base reply type takes both.
      const reply = typedReply as FastifyReply;
      const reads = readsFor(request);
      const v = await publicVersion(request.params.publicId, reads);
      if (!v) throw collectionNotFound();
      reply.header('Vary', 'Accept-Encoding');
      const etag = etagOf('list', v);
      if (isUnchanged(request, etag)) return setPolicy(reply, etag, v.publicId).status(304).send();
      const entry = await entryOf(v, reads);
      if (!entry) throw collectionNotFound();
      setPolicy(reply, etagOf('list', entry), v.publicId);
      reply.type('application/json; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      return sendPacked(reply, entry.body, entry.packed, encoding);
    },
  );

  /**
   * A picture of a public collection (`sharing.picture`). The ETag is the version drawn, so a
   * browser or CDN revalidates for nothing; a picture kept while a crowd's lists change is marked
   * for revalidation (decision 042); sharing turned off is still a 404 at once.
   */
  function pictureRoute(url: string, kind: PictureKind) {
    api.get(
      url,
      {
        schema: {
          params: publicIdParams,
          querystring: pictureQuery,
          response: { 304: z.undefined(), ...errorAnswers(400, 404, 429) },
        },
        onRequest: [publicReadLimit],
      },
      async (request, reply) => {
        const locale = request.query.lang ?? defaultLocale;
        const reads = readsFor(request);
        const v = await publicVersion(request.params.publicId, reads);
        if (!v) throw collectionNotFound();
        const etag = etagOf(kind, v, locale);
        if (isUnchanged(request, etag))
          return setPolicy(reply, etag, v.publicId).status(304).send();
        const answer = await sharing.picture(kind, locale, v, reads, request.log);
        if (!answer) throw collectionNotFound();
        const { picture, isStale } = answer;
        const pictureEtag = etagOf(kind, { id: v.id, publicId: v.publicId, ...picture }, locale);
        if (isStale) {
          tagCollection(reply, v.publicId)
            .header('ETag', pictureEtag)
            .header('Cache-Control', REVALIDATE_PUBLIC);
        } else setPolicy(reply, pictureEtag, v.publicId);
        return reply.type('image/png').send(picture.png);
      },
    );
  }

  // The whole list, as the collector downloads it, and the link preview Open Graph points at.
  pictureRoute('/api/public/collections/:publicId/image.png', 'list');
  pictureRoute('/api/public/collections/:publicId/preview.png', 'preview');

  /**
   * The /share page in `locale` with its content, rendered once per version and language, and
   * the preview tags for Facebook, at its address in that language (`/de/share`, decision 038).
   * `unprefixed`: the English address, which also varies by who asks (see below).
   */
  async function sendSharePage(
    request: FastifyRequest<{ Querystring: { collection?: string } }>,
    reply: FastifyReply,
    locale: Locale,
  ) {
    const reads = readsFor(request);
    const lang = htmlLang(locale);
    const v = await publicVersion(request.query.collection ?? '', reads);
    if (!v) return app.sendShell(reply, { status: 404, lang });
    // The unprefixed answer depends on the cookie and Accept-Language (the redirect).
    const vary = locale === defaultLocale ? 'Accept-Encoding, Cookie, Accept-Language' : undefined;
    const shareEtag = (of: PublicVersion) =>
      `"share-${of.publicId}-${versionTag(of)}-${locale}-${app.shellTag}"`;
    if (isUnchanged(request, shareEtag(v))) {
      // The headers a 304 refreshes in the cached copy keep naming that copy's nonce.
      app.allowStyleNonce(reply, await sharing.shareNonce(shareEtag(v)));
      if (vary) reply.header('Vary', vary);
      return setPolicy(reply, shareEtag(v), v.publicId).status(304).send();
    }
    const entry = await entryOf(v, reads);
    if (!entry) return app.sendShell(reply, { status: 404, lang });
    const page = await sharing.sharePage(request.log, entry, locale, shareEtag(entry));
    setPolicy(reply, shareEtag(entry), v.publicId);
    if (page)
      return app.sendBuiltPage(
        reply,
        page,
        preferredEncoding(request.headers['accept-encoding']),
        vary,
      );
    return app.sendShell(reply, {
      status: 200,
      head: sharing.shellHead(entry, locale),
      cacheControl: PUBLIC_CACHE_CONTROL,
      lang,
      vary,
    });
  }

  const shareSchema = {
    querystring: z.object({ collection: z.string().optional() }),
    response: { 304: z.undefined(), ...errorAnswers(400, 404, 429) },
  };

  // English, unprefixed: a first visit whose browser asks for another of our languages is sent
  // to that language's address once, as `/` is (landingLocale: the cookie remembers it, and `en`
  // in it keeps this address English).
  api.get(
    '/share',
    { schema: shareSchema, onRequest: [publicReadLimit] },
    async (request, reply) => {
      const { locale, remember } = landingLocale(request);
      if (locale !== defaultLocale)
        return sendLocaleRedirect(request, reply, {
          redirect: localePath(locale, '/share'),
          locale,
          remember,
        });
      return sendSharePage(request, reply, defaultLocale);
    },
  );

  // Every other language at its own address: the address decides, for everyone.
  for (const locale of locales.filter((l) => l !== defaultLocale))
    api.get(
      localePath(locale, '/share'),
      { schema: shareSchema, onRequest: [publicReadLimit] },
      (request, reply) => sendSharePage(request, reply, locale),
    );
}

/** The sharing routes, after the pages plugin whose helpers build and send /share (decision 037). */
export const sharingRoutes = fp(async (app) => registerSharingRoutes(app), {
  name: 'sharing-routes',
  dependencies: ['pages'],
});
