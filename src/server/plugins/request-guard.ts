import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Signed by Stripe and sent without cookies, so the CSRF rules do not apply (decisions.md). */
const exemptPaths = new Set(['/api/stripe/webhook']);

/**
 * The CSRF defence of decisions.md: every state-changing API request carries JSON and comes from
 * our own origin. Together with SameSite=Lax cookies and GETs that change nothing, a page on
 * another site cannot act for a signed-in collector.
 */
export function registerRequestGuard(app: FastifyInstance, appOrigin: string) {
  app.addHook('onRequest', async (request) => {
    if (!stateChanging.has(request.method)) return;
    const path = request.url.split('?', 1)[0]!;
    if (!path.startsWith('/api/') || exemptPaths.has(path)) return;

    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const sameOrigin = origin ? origin === appOrigin : fetchSite === 'same-origin';
    if (!sameOrigin) {
      throw new AppError(
        'CSRF_REJECTED',
        'This request did not come from Swapsies and was refused',
      );
    }
    const contentType = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
    }
  });
}
