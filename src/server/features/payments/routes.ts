import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminProUserSchema,
  proGrantSchema,
  type AdminProUser,
} from '../../../domain/account/pro-grant';
import { toAdminUser, type AdminUserRecord } from '../../../domain/account/admin-user';
import { checkoutSessionSchema } from '../../../domain/payments/schemas';
import { idParamsSchema } from '../../../domain/text';
import { AppError, notFound } from '../../app-error';
import { createProCheckout } from '../../integrations/stripe/create-pro-checkout';
import { requireAdmin, requireUser } from '../../plugins/session';
import { grantProDays, revokePro } from './mutations';
import { stripeWebhookRoute } from './webhook-route';
import { errorAnswers } from '../../lib/error-answers';

const HOUR = 60 * 60 * 1000;

const paymentsUnavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    /*i18n*/ 'Payments are unavailable right now. Please try again in a moment.',
  );

function toAdminProUser(row: AdminUserRecord, now: Date): AdminProUser {
  return { ...toAdminUser(row, now), proUntil: row.proUntil ? row.proUntil.toISOString() : null };
}

/** Stripe Checkout, its webhook, and Pro granted by hand (docs/product.md "On the wire"). */
function registerPaymentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  // The body is ignored; price, currency and mode are the server's (docs/security-checklist.md P3).
  api.post(
    '/api/stripe/create-checkout-session',
    {
      onRequest: [app.limit({ name: 'checkout-ip', max: 30, windowMs: HOUR })],
      schema: {
        response: { 200: checkoutSessionSchema, ...errorAnswers(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (!app.stripe) {
        throw new AppError('PAYMENTS_NOT_CONFIGURED', /*i18n*/ 'Payments are not configured');
      }
      let checkout;
      try {
        checkout = await createProCheckout(app.stripe, {
          userId: user.id,
          email: user.email,
          appUrl: app.config.appUrl,
        });
      } catch (error) {
        const { type, code, statusCode, message } = error as Record<string, unknown>;
        request.log.error(
          { stripeError: { type, code, statusCode, message } },
          'Stripe checkout failed',
        );
        throw paymentsUnavailable();
      }
      if (!checkout.url) throw paymentsUnavailable();
      request.log.info(
        { userId: user.id, checkoutSessionId: checkout.id },
        'Stripe checkout started',
      );
      return { url: checkout.url };
    },
  );

  // A plugin of its own: its raw-body parser must not reach the JSON routes.
  void app.register(stripeWebhookRoute);

  api.post(
    '/api/admin/users/:id/pro',
    {
      schema: {
        params: idParamsSchema,
        body: proGrantSchema,
        response: { 200: adminProUserSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const now = app.clock.now();
      const row = await grantProDays(db, {
        userId: request.params.id,
        days: request.body.days,
        now,
      });
      if (!row) throw notFound(/*i18n*/ 'User not found');
      request.log.info(
        { adminId: admin.id, userId: row.id, days: request.body.days },
        'admin granted Pro',
      );
      return toAdminProUser(row, now);
    },
  );

  api.delete(
    '/api/admin/users/:id/pro',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: adminProUserSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const row = await revokePro(db, request.params.id);
      if (!row) throw notFound(/*i18n*/ 'User not found');
      request.log.info({ adminId: admin.id, userId: row.id }, 'admin revoked Pro');
      return toAdminProUser(row, app.clock.now());
    },
  );
}

export const paymentRoutes = fp(async (app) => registerPaymentRoutes(app), {
  name: 'payment-routes',
  dependencies: ['sessions', 'rate-limits'],
});
