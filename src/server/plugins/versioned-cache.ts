// Moved to src/server/lib/versioned-cache.ts (plugins/ holds Fastify plugins only). This re-export remains
// only for the sharing feature's imports, until its owners move them.
export * from '../lib/versioned-cache';
