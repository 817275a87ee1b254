import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache';

describe('VersionedCache', () => {
  it('keeps each version apart and evicts the least recently used past its bytes', () => {
    const cache = new VersionedCache<string>(10);
    cache.set(1, 1, 'aaaa');
    cache.set(2, 1, 'bbbb');
    expect(cache.get(1, 2)).toBeUndefined(); // a version not kept is a miss
    expect(cache.get(1, 1)).toBe('aaaa'); // now the most recently used
    cache.set(3, 1, 'cccc'); // 12 bytes: the least recently used goes
    expect(cache.get(2, 1)).toBeUndefined();
    expect(cache.get(1, 1)).toBe('aaaa');
    expect(cache.get(3, 1)).toBe('cccc');
  });

  it('keeps one version per id: a newer one replaces the last and frees its bytes', () => {
    const cache = new VersionedCache<string>(10);
    cache.set(1, 1, 'aaaa');
    cache.set(2, 1, 'bbbb');
    cache.set(1, 2, 'AAAA'); // 8 bytes kept, not 12: version 1 of id 1 is gone, nothing evicted
    expect(cache.get(1, 1)).toBeUndefined();
    expect(cache.get(1, 2)).toBe('AAAA');
    expect(cache.get(2, 1)).toBe('bbbb');
  });

  it('measures entries with sizeOf, and keeps none larger than the whole cache', () => {
    const cache = new VersionedCache<{ bytes: number }>(100, (entry) => entry.bytes);
    cache.set('big', 1, { bytes: 101 });
    expect(cache.get('big', 1)).toBeUndefined();
    cache.set('fits', 1, { bytes: 100 });
    expect(cache.get('fits', 1)).toEqual({ bytes: 100 });
  });

  it('keeps nothing with no bytes to keep it in, and counts an empty answer', () => {
    const none = new VersionedCache<string>(0);
    none.set(1, 1, 'a');
    expect(none.get(1, 1)).toBeUndefined();
    const cache = new VersionedCache<string>(2);
    cache.set(1, 1, '');
    expect(cache.get(1, 1)).toBe('');
  });
});
