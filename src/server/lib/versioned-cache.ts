import { LRUCache } from 'lru-cache';

/**
 * A small least-recently-used cache, bounded by total size, for answers keyed by a collection's
 * id and version. The version changes with every change to the collection or its stickers, so a
 * cached answer is never stale; the cache is per process, and any instance can rebuild an answer
 * from the database. The eviction is `lru-cache`'s (decision 037): an entry larger than the whole
 * cache is not kept, and a cache of no bytes keeps nothing.
 *
 * One version per id: every request reads the current version before it asks, so an older
 * version's answer is never asked for again once a newer one is kept, and keeping it only held
 * memory until the bound pushed it out (decision 025, 2026-11-29: a 10,000-sticker list changed
 * and read back kept dozens of its old 2 MB versions). Setting a version replaces the id's last.
 */
export class VersionedCache<T extends object | string> {
  private readonly entries: LRUCache<string, { version: number; value: T }> | undefined;

  /** `sizeOf` tells an entry's size in bytes; strings and Buffers measure themselves. */
  constructor(
    maxBytes: number,
    sizeOf: (value: T) => number = (value) => (value as { length: number }).length,
  ) {
    const maxSize = Math.floor(maxBytes);
    this.entries =
      maxSize >= 1
        ? new LRUCache<string, { version: number; value: T }>({
            maxSize,
            // lru-cache counts sizes as positive whole numbers: an empty answer still counts one.
            sizeCalculation: (entry) => Math.max(1, Math.ceil(sizeOf(entry.value))),
          })
        : undefined;
  }

  get(id: number | string, version: number): T | undefined {
    const entry = this.entries?.get(String(id));
    return entry?.version === version ? entry.value : undefined;
  }

  set(id: number | string, version: number, value: T) {
    this.entries?.set(String(id), { version, value });
  }
}
