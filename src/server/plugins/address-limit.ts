import type { FastifyReply, FastifyRequest } from 'fastify';
import { LruMap } from 'toad-cache';
import { AppError } from '../app-error';
import { addressKey } from './address-key';

/**
 * A per-process, fixed-window count of requests per client address, for cheap reads that a flood
 * could still make expensive (the public trade list). Unlike `app.limit` it costs no database or
 * Redis round trip, so a cached answer stays cheap; each instance counts on its own, which is
 * fine for a generous flood limit. At most `addresses` windows are kept (least recently used go).
 */
export function addressLimit(options: {
  max: number;
  windowMs: number;
  now: () => number;
  addresses?: number;
}) {
  const { max, windowMs, now } = options;
  const windows = new LruMap<{ count: number; startedAt: number }>(options.addresses ?? 50_000);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (max <= 0) return;
    const at = now();
    // An IPv6 client is counted by its /64, as every per-address limit (decision 032).
    const address = addressKey(request.ip);
    let window = windows.get(address);
    if (!window || at - window.startedAt >= windowMs) {
      window = { count: 0, startedAt: at };
      windows.set(address, window);
    }
    window.count += 1;
    if (window.count <= max) return;
    const seconds = Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000));
    reply.header('Retry-After', String(seconds));
    throw new AppError(
      'RATE_LIMITED',
      /*i18n*/ {
        id: 'Too many requests from your address. Please wait {seconds} seconds and try again.',
        values: { seconds },
      },
    );
  };
}
