import { LRUCache } from 'lru-cache';

/**
 * A small least-recently-used cache, bounded by total size, for answers keyed by a collection's
 * id and version. The version changes with every change to the collection or its stickers, so a
 * cached answer is never stale; the cache is per process, and any instance can rebuild an answer
 * from the database. The eviction is `lru-cache`'s (decision 037): an entry larger than the whole
 * cache is not kept, and a cache of no bytes keeps nothing.
 */
export class VersionedCache<T extends object | string> {
  private readonly entries: LRUCache<string, T> | undefined;

  /** `sizeOf` tells an entry's size in bytes; strings and Buffers measure themselves. */
  constructor(
    maxBytes: number,
    sizeOf: (value: T) => number = (value) => (value as { length: number }).length,
  ) {
    const maxSize = Math.floor(maxBytes);
    this.entries =
      maxSize >= 1
        ? new LRUCache<string, T>({
            maxSize,
            // lru-cache counts sizes as positive whole numbers: an empty answer still counts one.
            sizeCalculation: (value) => Math.max(1, Math.ceil(sizeOf(value))),
          })
        : undefined;
  }

  get(id: number | string, version: number): T | undefined {
    return this.entries?.get(`${id}:${version}`);
  }

  set(id: number | string, version: number, value: T) {
    this.entries?.set(`${id}:${version}`, value);
  }
}
