// `npm run build:server`: bundles the server into dist/server with esbuild, then copies the
// migrations beside it. Packages stay outside the bundle (loaded from node_modules as they are),
// except the ESM packages of many small files named below: for each of their files Node's ESM
// loader parses the package's package.json again to learn the file's format, and drizzle-orm's is
// 179 KB for some 450 files. Loaded from node_modules, drizzle-orm alone took 1–2.5 s of every
// start (most of a restart, with the garbage collection it caused); bundled, it costs nothing.
// See docs/decisions/029.
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Packages bundled into dist/server/main.js instead of imported from node_modules. */
const bundled = ['drizzle-orm', 'zod'];

/** Everything imported by a bare name stays external, apart from `bundled`. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith('@')
        ? args.path.split('/').slice(0, 2).join('/')
        : args.path.split('/')[0];
      if (bundled.includes(name)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  absWorkingDir: root,
  entryPoints: ['src/server/main.ts', 'src/server/integrations/image/render-worker.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  outdir: 'dist/server',
  entryNames: '[name]',
  plugins: [externalPackages],
  logLevel: 'info',
});
cpSync(path.join(root, 'src/server/db/migrations'), path.join(root, 'dist/server/migrations'), {
  recursive: true,
});
// The server's catalogs (decision 038): its own words and the domain's, in every language.
for (const locale of readdirSync(path.join(root, 'src/locales'))) {
  for (const area of ['server.po', 'domain.po']) {
    cpSync(
      path.join(root, 'src/locales', locale, area),
      path.join(root, 'dist/server/locales', locale, area),
    );
  }
}
