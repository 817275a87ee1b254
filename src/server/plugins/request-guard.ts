import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Sent without cookies and authorised by their own signature, so the CSRF rules do not apply
 * (decision 003): Stripe's webhook, the one-click unsubscribe a mail provider posts as a form
 * (RFC 8058, decision 018), and the unsubscribe page's way back on, by the same signed token.
 */
const exemptRoutes = new Set(['/api/stripe/webhook', '/unsubscribe', '/resubscribe']);

/**
 * The CSRF defence (decision 003): every state-changing request carries JSON and comes from our
 * own origin. Together with SameSite=Lax cookies and GETs that change nothing, a page on another
 * site cannot act for a signed-in collector.
 *
 * It looks at the route the router matched, never at the raw URL: `/%61pi/logout` or an
 * absolute-form request line (`POST http://evil.example/api/…`) reach the same handlers, so the
 * guard covers every state-changing request and exempts only the webhook route by its pattern.
 */
export function registerRequestGuard(app: FastifyInstance, ownOrigins: readonly string[]) {
  const origins = new Set(ownOrigins);
  app.addHook('onRequest', async (request) => {
    if (!stateChanging.has(request.method)) return;
    if (exemptRoutes.has(request.routeOptions.url ?? '')) return;

    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const isSameOrigin = origin ? origins.has(origin) : fetchSite === 'same-origin';
    if (!isSameOrigin) {
      throw new AppError(
        'CSRF_REJECTED',
        /*i18n*/ 'This request did not come from Swapsies and was refused',
      );
    }
    const contentType = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        /*i18n*/ 'Send the request body as application/json',
      );
    }
  });
}
