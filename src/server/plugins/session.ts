import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toPublicUser, type PublicUser } from '../../domain/account/user';
import { AppError } from '../app-error';
import {
  deleteSession,
  extendSession,
  touchUser,
  findLiveSession,
  insertSession,
  type SessionRow,
} from '../db/session-store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Keep me logged in" lasts 30 days (docs/product.md "Limits and rules"). */
export const REMEMBER_ME_MS = 30 * DAY_MS;
/** A browser-session cookie's server record expires after 12 hours idle (decision 003). */
export const IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** Sliding the idle expiry costs a write; once a minute is plenty. */
const EXTEND_EVERY_MS = 60 * 1000;
/** How stale a remembered user's last-active time may get; matches only look at days. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export interface SessionUser extends PublicUser {
  facebookMessageTemplate: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookieName: string;
    /** The signed-in user, or null; looked up once per request. */
    resolveSessionUser(request: FastifyRequest): Promise<SessionUser | null>;
    startSession(reply: FastifyReply, userId: number, rememberMe: boolean): Promise<void>;
    /** Ends the request's session, if any, and clears its cookie; answers whose it was. */
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<number | undefined>;
  }
  interface FastifyRequest {
    sessionLookup?: Promise<SessionUser | null>;
  }
}

/** Only the SHA-256 of a token is stored, so a leaked database cannot sign anyone in. */
export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, URL-safe. */
export function newToken() {
  return randomBytes(32).toString('base64url');
}

function toSessionUser({ user }: SessionRow, now: Date): SessionUser {
  return { ...toPublicUser(user, now), facebookMessageTemplate: user.facebookMessageTemplate };
}

/**
 * Server-side sessions (decision 003): a random token in an HttpOnly,
 * SameSite=Lax cookie, `__Host-` prefixed and Secure when the app is served over https.
 */
export const sessionsPlugin = fp(
  async (app) => {
    const { config } = app;
    const cookieName = config.isHttps ? '__Host-swapsies_session' : 'swapsies_session';
    const cookieBase = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.isHttps,
    };
    app.decorate('sessionCookieName', cookieName);
    app.decorateRequest('sessionLookup', undefined);

    async function lookup(request: FastifyRequest): Promise<SessionUser | null> {
      const token = request.cookies[cookieName];
      if (!token || token.length > 200) return null;
      const tokenHash = hashToken(token);
      const now = app.clock.now();
      const row = await findLiveSession(app.database.db, tokenHash, now);
      if (!row) return null;
      if (!row.isPersistent) {
        const idleExpiry = now.getTime() + IDLE_TIMEOUT_MS;
        if (idleExpiry - row.expiresAt.getTime() > EXTEND_EVERY_MS) {
          await extendSession(app.database.db, tokenHash, new Date(idleExpiry), now, row.userId);
        }
      } else if (now.getTime() - row.lastActiveAt.getTime() > TOUCH_EVERY_MS) {
        // A remembered session never slides, but its user is still active (swap matches need it).
        await touchUser(app.database.db, row.userId, now);
      }
      return toSessionUser(row, now);
    }

    app.decorate('resolveSessionUser', (request: FastifyRequest) => {
      request.sessionLookup ??= lookup(request);
      return request.sessionLookup;
    });

    app.decorate(
      'startSession',
      async (reply: FastifyReply, userId: number, rememberMe: boolean) => {
        const token = newToken();
        const now = app.clock.now();
        await insertSession(app.database.db, {
          tokenHash: hashToken(token),
          userId,
          isPersistent: rememberMe,
          createdAt: now,
          expiresAt: new Date(now.getTime() + (rememberMe ? REMEMBER_ME_MS : IDLE_TIMEOUT_MS)),
        });
        reply.setCookie(cookieName, token, {
          ...cookieBase,
          // Without Max-Age the cookie lasts as long as the browser session.
          ...(rememberMe ? { maxAge: REMEMBER_ME_MS / 1000 } : {}),
        });
      },
    );

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[cookieName];
      const userId = token ? await deleteSession(app.database.db, hashToken(token)) : undefined;
      reply.clearCookie(cookieName, cookieBase);
      return userId;
    });

    // A cookie that names no live session (forged, expired, ended elsewhere) is refused and also
    // cleared, so the browser stops sending it; a reply that sets a cookie itself is left alone.
    // A lookup that failed (database down) says nothing about the cookie: it is kept, and the
    // failure was already answered by the error handler.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.sessionLookup || !request.cookies[cookieName]) return payload;
      if (reply.hasHeader('set-cookie')) return payload;
      const found = await request.sessionLookup.catch(() => 'unknown' as const);
      if (found === null) reply.clearCookie(cookieName, cookieBase);
      return payload;
    });
  },
  {
    name: 'sessions',
    dependencies: ['@fastify/cookie'],
    decorators: { fastify: ['config', 'clock', 'database'] },
  },
);

/** preHandler: 401 unless signed in. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.server.resolveSessionUser(request);
  if (!user) throw new AppError('UNAUTHENTICATED', /*i18n*/ 'Please log in to continue');
  return user;
}

/** preHandler: 401 unless signed in, 403 unless an admin. */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', /*i18n*/ 'Only admins can do that');
  return user;
}

/** preHandler: 401 unless signed in, 403 with `upgradeRequired` unless Pro (checked per request,
 * so a purchase takes effect at once). */
export async function requirePro(request: FastifyRequest, message: string): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isPro) throw new AppError('PRO_REQUIRED', message, { upgradeRequired: true });
  return user;
}
