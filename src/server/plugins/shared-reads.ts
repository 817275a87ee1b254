// Moved to src/server/lib/shared-reads.ts (plugins/ holds Fastify plugins only). This re-export remains
// only for the sharing feature's imports, until its owners move them.
export * from '../lib/shared-reads';
