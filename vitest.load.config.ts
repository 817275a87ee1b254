import { defineConfig } from 'vitest/config';

// `npm run test:load`: a bounded load run against the built server (run `npm run build` first).
export default defineConfig({
  test: {
    name: 'load',
    include: ['load/**/*.load.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 15 * 60_000,
    reporters: ['default', './faults/support/summary-reporter.ts'],
  },
});
