import { defineConfig } from 'vitest/config';

// Browser journeys: Playwright (playwright-core) driving the system Chromium against the built app.
// Two files at a time, each with its own server, port, database and browser (decision 023);
// E2E_FILES_AT_ONCE=1 runs them one by one.
const filesAtOnce = Number(process.env.E2E_FILES_AT_ONCE) || 2;
// In CI a failed test runs once more; every retry is reported as FLAKY (support/flaky-reporter.ts)
// and a test that fails twice fails the run. Locally a failure is a failure.
const retry = process.env.CI ? 1 : 0;

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: filesAtOnce > 1,
    maxWorkers: filesAtOnce,
    globalSetup: ['e2e/support/global-setup.ts'],
    retry,
    // A journey's state arrives through the server, the outbox or the service worker: on a busy
    // machine that takes longer than the 1 s Vitest gives a unit test's expect.poll.
    expect: { poll: { timeout: 10_000 } },
    reporters: ['default', './e2e/support/flaky-reporter.ts'],
  },
});
