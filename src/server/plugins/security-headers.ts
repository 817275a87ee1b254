// Moved to src/server/lib/security-headers.ts (plugins/ holds Fastify plugins only). This re-export remains
// only for the web feature's imports, until its owners move them.
export * from '../lib/security-headers';
