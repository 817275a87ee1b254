import { availableParallelism } from 'node:os';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

const apiProject = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['src/server/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates once per run; each file's database is a copy (decision 023).
    globalSetup: ['src/test/global-setup.ts'],
  },
});

export default defineConfig({
  // The client's components use Lingui's macros and catalogs (decision 038).
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core machine, every file in
    // turn. Two at a time keeps both busy (decision 023); each file has its own database.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // The root's plugins (Lingui's macro transform) apply to the client's unit tests too.
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/client/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
