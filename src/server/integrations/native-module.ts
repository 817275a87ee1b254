import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Loads a native (napi-rs) package: the picture renderer and the password hasher. Each carries
 * its own mimalloc allocator, which by default keeps freed memory resident until the same
 * thread-pool thread allocates again, so large renders left tens of MB of RSS behind on an idle
 * server; MIMALLOC_PURGE_DELAY=0 gives it back to the system as it is freed (decision 025).
 * mimalloc reads the setting once, when the library loads, hence a load here at first use rather
 * than an import; an operator's own value is kept.
 */
export function loadNativeModule<T>(id: string): T {
  process.env.MIMALLOC_PURGE_DELAY ??= '0';
  return require(id) as T;
}
