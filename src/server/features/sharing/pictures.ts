import type { FastifyBaseLogger } from 'fastify';
import { freshReads } from '../../lib/shared-reads';
import { VersionedCache } from '../../lib/versioned-cache';

/** A picture of a shared collection and the versions it shows. */
export interface Picture {
  version: number;
  templateVersion: number;
  png: Buffer;
}

/** A collection's and its album's versions, as the public reads give them. */
interface Versions {
  version: number;
  templateVersion: number;
}

/** Versions only grow, so a picture of these versions or later is up to date with `v`. */
export const isUpToDate = (picture: Picture, v: Versions) =>
  picture.version >= v.version && picture.templateVersion >= v.templateVersion;

/**
 * Draws the picture of the collection's current version, or gives back `last` when that is
 * still it; undefined when the collection is no longer shared. `last` being undefined means
 * nobody has anything to show yet (the renderer draws it first).
 */
export type DrawCurrent = (last: Picture | undefined) => Promise<Picture | undefined>;

export interface PictureAnswer {
  picture: Picture;
  /** An earlier version's picture, sent because the current one was not ready in time. */
  isStale: boolean;
}

/** The one entry of a key in the cache: only the last picture drawn is kept. */
const LAST = 0;

/**
 * The shared lists' pictures under a crowd whose lists keep changing (decision 042, "The picture
 * queue under churn"). Per collection and kind, the last picture drawn is kept (within
 * `maxBytes`), and at most one is drawn at a time with one more waiting: a request arriving
 * while one is drawn waits for the next, which draws the version current when it starts and
 * answers everyone who came meanwhile. So the renderer's queue holds at most one picture per
 * collection, however many versions a crowd asks for. A request with an earlier picture to fall
 * back on waits `waitMs` for the current one, then gets the earlier one, while the current one
 * is still drawn for whoever asks next. A request with nothing to fall back on takes the picture
 * being drawn, if one is, and that picture goes ahead of every other in the renderer's queue.
 */
export function pictureDesk({
  maxBytes,
  waitMs,
  redrawMs = 0,
  now = Date.now,
}: {
  maxBytes: number;
  waitMs: number;
  /**
   * The redraw budget (decision 026, "A redraw budget per collection"): once a collection has a
   * picture, at most one new picture of it is started per `redrawMs`; meanwhile its last one is
   * served, as under a crowd. 0 turns the budget off.
   */
  redrawMs?: number;
  now?: () => number;
}) {
  const pictures = new VersionedCache<Picture>(maxBytes, (picture) => picture.png.length + 64);
  const draws = freshReads<Picture | undefined>();
  /** When each collection's last picture was started, for the budget. */
  const startedAt = new Map<string, number>();

  function spend(budgetKey: string) {
    const at = now();
    startedAt.set(budgetKey, at);
    // Forget collections whose window has passed, so the map stays as small as the busy ones.
    if (startedAt.size > 10_000) {
      for (const [k, t] of startedAt) if (at - t >= redrawMs) startedAt.delete(k);
    }
  }

  return async function pictureOf(
    key: string,
    v: Versions,
    drawCurrent: DrawCurrent,
    log: FastifyBaseLogger,
    /** Whose budget a draw spends: the collection, shared by its kinds of picture. */
    budgetKey: string = key,
  ): Promise<PictureAnswer | undefined> {
    const last = pictures.get(key, LAST);
    if (last && isUpToDate(last, v)) return { picture: last, isStale: false };
    if (last && redrawMs > 0) {
      const at = startedAt.get(budgetKey);
      if (at !== undefined && now() - at < redrawMs) return { picture: last, isStale: true };
    }
    const drawNext = () =>
      draws(key, async () => {
        if (redrawMs > 0) spend(budgetKey);
        // Read at the draw's start: the draw before it may have kept a newer one.
        const before = pictures.get(key, LAST);
        const picture = await drawCurrent(before);
        if (picture && picture !== before) pictures.set(key, LAST, picture);
        return picture;
      });
    if (!last) {
      // Nothing to show yet: the picture being drawn will do, even of a version a moment old,
      // rather than waiting for one more behind it.
      const picture = await (draws.inFlight(key) ?? drawNext());
      return picture && { picture, isStale: !isUpToDate(picture, v) };
    }
    const drawing = drawNext();
    const settled = await settledWithin(drawing, waitMs);
    if (settled.status === 'fulfilled')
      return settled.value && { picture: settled.value, isStale: false };
    if (settled.status === 'rejected')
      log.error({ err: settled.reason }, 'a picture could not be drawn; the last one was sent');
    else
      drawing.catch((error: unknown) =>
        log.error({ err: error }, 'a picture could not be drawn after the last one was sent'),
      );
    return { picture: last, isStale: true };
  };
}

/** How `promise` settled within `ms`, or `late` (it goes on; its outcome is the caller's). */
async function settledWithin<T>(
  promise: Promise<T>,
  ms: number,
): Promise<PromiseSettledResult<T> | { status: 'late' }> {
  if (ms === 0) return { status: 'late' };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ status: 'late' }>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'late' }), ms);
  });
  const settled = promise.then(
    (value) => ({ status: 'fulfilled' as const, value }),
    (reason: unknown) => ({ status: 'rejected' as const, reason }),
  );
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}
