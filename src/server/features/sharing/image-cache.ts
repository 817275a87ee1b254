/**
 * Rendered share images by collection and version: a collection's version changes with every
 * sticker change, so a cached image is never stale. Small and per process: any instance can
 * render an image again from the database.
 */
export class ImageCache {
  private readonly entries = new Map<string, Buffer>();
  constructor(private readonly maxEntries = 200) {}

  get(key: string) {
    const value = this.entries.get(key);
    if (value) {
      // Re-insert so the most recently used entries are evicted last.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer) {
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
