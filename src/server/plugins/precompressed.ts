// Moved to src/server/lib/precompressed.ts (plugins/ holds Fastify plugins only). This re-export remains
// only for the sharing and web feature's imports, until its owners move them.
export * from '../lib/precompressed';
