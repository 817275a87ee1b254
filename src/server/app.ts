import { localeOfHeader, translate } from './i18n/catalogs';
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { constants as zlib } from 'node:zlib';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifySchema,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { ErrorBody } from '../domain/errors';
import type Stripe from 'stripe';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler } from './plugins/error-handler';
import { registerCachePolicy } from './plugins/cache-policy';
import { registerRequestGuard } from './plugins/request-guard';
import { registerInputText } from './plugins/input-text';
import { healthRoutes } from './features/health/routes';
import { pagesPlugin } from './features/web/plugin';
import { createCdnPurger, type CdnPurger } from './integrations/cdn/purge';
import { systemClock, type Clock } from './lib/clock';
import { contentSecurityPolicy } from './lib/security-headers';
import { sessionsPlugin } from './plugins/session';
import { registerReadReplicas } from './plugins/read-replicas';
import { inFlightPlugin } from './plugins/in-flight';
import { idempotencyPlugin } from './plugins/idempotency';
import { rateLimitsPlugin } from './plugins/rate-limit';
import { accountsPlugin } from './features/accounts/plugin';
import { accountRoutes } from './features/accounts/routes';
import { catalogueRoutes } from './features/catalogue/routes';
import { collectionRoutes } from './features/collections/routes';
import { stickerRoutes } from './features/stickers/routes';
import { sharingRoutes } from './features/sharing/routes';
import { settingsRoutes } from './features/settings/routes';
import { groupRoutes } from './features/groups/routes';
import { createMailer, type Mailer } from './integrations/email/mailer';
import { createStripeClient } from './integrations/stripe/client';
import { paymentRoutes } from './features/payments/routes';
import { matchRoutes } from './features/matches/routes';
import { findMatches } from './features/matches/public';
import { tradeRoutes } from './features/trade/routes';
import { notificationRoutes } from './features/notifications/routes';
import { notificationsPlugin } from './features/notifications/plugin';
import { nearbyRoutes } from './features/nearby/routes';
import { circleRoutes } from './features/circles/routes';
import { pushRoutes } from './features/push/routes';
import { pushChannelPlugin } from './features/push/channel';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  logger?: Logger | false;
  clock?: Clock;
  mailer?: Mailer;
  /** The Stripe API client; built from STRIPE_SECRET_KEY when not given. */
  stripe?: Stripe;
  /** Hooks the API tests add before any route, e.g. the check of declared error answers. */
  testHooks?: (app: FastifyInstance) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    clock: Clock;
    mailer: Mailer;
    /** Purges a CDN's copies of collections that stop being public (issue 31). */
    cdn: CdnPurger;
    /** Null when payments are not configured. */
    stripe: Stripe | null;
    /** Every route with the schema it declared, for the suites that walk every route's input. */
    routeSchemas: Array<{ method: string; url: string; schema: FastifySchema | undefined }>;
  }
}

/** Builds the whole app without listening, so tests can `inject` or listen on a random port. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger ? (deps.logger as FastifyBaseLogger) : undefined,
    logger: deps.logger === false ? false : undefined,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
    routerOptions: { maxParamLength: 100, ignoreTrailingSlash: true },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Every route validates and serialises with zod: given here, Fastify does not load its
    // default JSON-schema compilers (ajv and fast-json-stringify), a third of a second of every
    // start (decision 029). (Fastify types these factories after ajv's compilers.)
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
    // The router's own refusals answer in our error shape too, never echoing the path back.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const isTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      // In the language the request asks for (decision 038): no account is looked up this early.
      const locale = localeOfHeader(request.headers['accept-language']);
      const body: ErrorBody = isTooLong
        ? { message: translate(locale, /*i18n*/ 'This address is too long'), code: 'URI_TOO_LONG' }
        : {
            message: translate(locale, /*i18n*/ 'This address is not valid'),
            code: 'VALIDATION_FAILED',
          };
      void reply.code(isTooLong ? 414 : 400).send(body);
    },
  });
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate(
    'cdn',
    createCdnPurger(
      config.cdnPurge,
      deps.database.replicas ? { repeatAfterMs: config.replicas.afterWriteMs } : {},
    ),
  );
  app.decorate('mailer', deps.mailer ?? createMailer(config, deps.logger || undefined));
  app.decorate('stripe', deps.stripe ?? (await createStripeClient(config)));
  const routeSchemas: FastifyInstance['routeSchemas'] = [];
  app.decorate('routeSchemas', routeSchemas);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeSchemas.push({ method, url: route.url, schema: route.schema });
    }
  });

  // In-flight depends on idempotency: its count then covers an idempotent write's transaction.
  await app.register(idempotencyPlugin);
  await app.register(inFlightPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  deps.testHooks?.(app);

  // JSON only: Fastify also parses text/plain by default, a body type a cross-site form can send.
  app.removeContentTypeParser(['text/plain']);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // A JSON request with no body (e.g. logout) is treated as no body rather than a parse error.
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isHttps ? undefined : false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerRequestGuard(app, config.ownOrigins);
  registerInputText(app);
  registerCachePolicy(app);
  await app.register(sessionsPlugin);
  // After the sessions: their hook leaves a reply that sets a cookie alone.
  registerReadReplicas(app);
  await app.register(rateLimitsPlugin);

  // The notification worker: notifications rank a digest's matches with the matches feature's
  // code, handed in here so the two features do not import each other; push plugs its channel in
  // (decision 037).
  await app.register(notificationsPlugin, { rankMatches: findMatches });
  await app.register(pushChannelPlugin);
  // What features ask of each other through the app: the page helpers (sendShell, buildPage, …)
  // and the password-changed email. Each is a plugin with a name; every feature's routes are a
  // fastify-plugin declaring the plugins they use (sessions, rate-limits, idempotency, pages, …),
  // so a wrong order fails at start-up naming what is missing.
  await app.register(pagesPlugin);
  await app.register(accountsPlugin);

  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(catalogueRoutes);
  await app.register(collectionRoutes);
  await app.register(stickerRoutes);
  await app.register(sharingRoutes);
  await app.register(paymentRoutes);
  await app.register(settingsRoutes);
  await app.register(groupRoutes);
  await app.register(matchRoutes);
  await app.register(tradeRoutes);
  await app.register(notificationRoutes);
  await app.register(nearbyRoutes);
  await app.register(circleRoutes);
  await app.register(pushRoutes);
  return app;
}
