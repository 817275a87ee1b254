/**
 * A small least-recently-used cache, bounded by total size, for answers keyed by a collection's
 * id and version. The version changes with every change to the collection or its stickers, so a
 * cached answer is never stale; the cache is per process, and any instance can rebuild an answer
 * from the database.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, T>();
  private totalBytes = 0;

  /** `sizeOf` tells an entry's size in bytes; strings and Buffers measure themselves. */
  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: T) => number = (value) => (value as { length: number }).length,
  ) {}

  get(id: number | string, version: number): T | undefined {
    const key = `${id}:${version}`;
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Re-insert so the most recently used entries are evicted last.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(id: number | string, version: number, value: T) {
    const size = this.sizeOf(value);
    if (size > this.maxBytes) return;
    const key = `${id}:${version}`;
    this.remove(key);
    this.entries.set(key, value);
    this.totalBytes += size;
    while (this.totalBytes > this.maxBytes) this.remove(this.entries.keys().next().value!);
  }

  private remove(key: string) {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.totalBytes -= this.sizeOf(old);
  }
}
