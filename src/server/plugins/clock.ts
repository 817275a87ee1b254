// Moved to src/server/lib/clock.ts (plugins/ holds Fastify plugins only). This re-export remains
// only for the notifications feature's imports, until its owners move them.
export * from '../lib/clock';
