import { defineConfig } from 'vitest/config';

// Browser journeys: Playwright (playwright-core) driving the system Chromium against the built app.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ['e2e/support/global-setup.ts'],
  },
});
