// Reads and builds shared by concurrent requests for the same key, so a crowd on one thing (a
// public list just posted to a Facebook group) costs one database read or one build, not one per
// request. In-process only; each instance shares its own.

/**
 * One build per key at a time: requests that miss while it runs wait for it, so a spike on a
 * cold cache (a post just shared) reads the stickers and draws a picture once, not per request.
 */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, build: () => Promise<T>): Promise<T> => {
    let promise = running.get(key);
    if (!promise) {
      promise = build().finally(() => running.delete(key));
      running.set(key, promise);
    }
    return promise;
  };
}

/**
 * Reads shared by the requests that wait for them, without ever answering one from a read that
 * began before it arrived: a request finding a read in flight waits for the next one, which
 * starts when that ends and serves everyone who arrived meanwhile. Under a crowd on one list
 * this makes one read per read's duration instead of one per request, and a change committed
 * before a request arrived (sharing turned off included) is always seen by it.
 */
export function freshReads<T>() {
  const running = new Map<string, Promise<T>>();
  const next = new Map<string, Promise<T>>();
  const start = (key: string, read: () => Promise<T>) => {
    const promise: Promise<T> = read().finally(() => {
      if (running.get(key) === promise) running.delete(key);
    });
    running.set(key, promise);
    return promise;
  };
  const fresh = (key: string, read: () => Promise<T>): Promise<T> => {
    const queued = next.get(key);
    if (queued) return queued;
    const current = running.get(key);
    if (!current) return start(key, read);
    const after = current
      .catch(() => undefined)
      .then(() => {
        next.delete(key);
        return start(key, read);
      });
    next.set(key, after);
    return after;
  };
  /** The read of `key` under way, if any: for a caller to whom an answer a moment old will do. */
  const inFlight = (key: string): Promise<T> | undefined => running.get(key);
  return Object.assign(fresh, { inFlight });
}
