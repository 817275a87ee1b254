import { defineConfig } from 'vitest/config';

// `npm run test:faults`: crashes, database outages and several instances, against real server
// processes on loopback. Files run one at a time: they start servers, and one of them may stop
// the PostgreSQL server itself (FAULTS_RESTART_POSTGRES=1).
export default defineConfig({
  test: {
    name: 'faults',
    include: ['faults/**/*.faults.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
    reporters: ['default', './faults/support/summary-reporter.ts'],
  },
});
