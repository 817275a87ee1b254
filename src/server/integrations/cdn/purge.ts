import type { FastifyBaseLogger } from 'fastify';

/**
 * Purging a CDN's copies of a public collection (issue 31, decision 026 "Purging a CDN"). Every
 * public answer about a collection (the list, image.png, preview.png, the /share page) names it
 * in `Surrogate-Key` and `Cache-Tag` (Fastly's and Cloudflare's spelling; others read one or the
 * other) as `surrogateKey(publicId)`; when the collection stops being public, the app POSTs those
 * keys to the deployment's purge hook, if one is set.
 */
export const surrogateKey = (publicId: string) => `collection-${publicId}`;

/** How long a purge may take before it is given up (and logged); it never delays an answer. */
export const CDN_PURGE_TIMEOUT_MS = 3_000;

export interface CdnPurgeConfig {
  /** `CDN_PURGE_URL`: POSTed `{"keys": [...]}`; undefined turns purging off. */
  url: string | undefined;
  /** `CDN_PURGE_TOKEN`: sent as `Authorization: Bearer …` when set. */
  token: string | undefined;
}

export interface CdnPurger {
  /**
   * Asks the CDN to forget these collections. Fire-and-forget: the caller does not wait (the
   * owner's change is already saved); the promise, which never rejects, is for tests. A failure
   * or a timeout is logged without the keys or the hook's address.
   */
  purge(publicIds: readonly string[], log: FastifyBaseLogger): Promise<void>;
}

/**
 * `repeatAfterMs`: with read replicas (decision 036), purge once more after this long. A CDN
 * refetching a list right after the first purge may be answered by a replica that has not yet
 * replayed "sharing off", and would keep that copy for its cache window; the second purge comes
 * once no replica in use can be that far behind.
 */
export function createCdnPurger(
  config: CdnPurgeConfig,
  { repeatAfterMs }: { repeatAfterMs?: number } = {},
): CdnPurger {
  const purger: CdnPurger = {
    async purge(publicIds, log) {
      if (repeatAfterMs !== undefined && config.url && publicIds.length > 0) {
        setTimeout(() => void once(publicIds, log), repeatAfterMs).unref();
      }
      await once(publicIds, log);
    },
  };
  const once: CdnPurger['purge'] = async (publicIds, log) => {
    if (!config.url || publicIds.length === 0) return;
    try {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
        },
        body: JSON.stringify({ keys: publicIds.map(surrogateKey) }),
        redirect: 'error',
        signal: AbortSignal.timeout(CDN_PURGE_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) log.warn({ status: response.status }, 'CDN purge refused');
    } catch (error) {
      log.warn({ reason: (error as Error).name }, 'CDN purge failed');
    }
  };
  return purger;
}
