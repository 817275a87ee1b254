// What `npm run build` reads, and whether dist/ was built from exactly that: `npm start` builds
// only when this says the build is stale.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Tests are left out: they do not change what is built.
const inputs = [
  'src',
  'index.html',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'lingui.config.ts',
  'scripts/import-graph.mjs',
  'scripts/ocr-assets.mjs',
  'scripts/prerender.mjs',
  'scripts/service-worker.mjs',
  'scripts/build-server.mjs',
  'scripts/build-gazetteer.mjs',
];

/** Where the fingerprint of the last successful build is kept. */
export const stampPath = (root) => path.join(root, 'dist/.build-inputs');

function listFiles(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .flatMap((entry) => listFiles(root, path.join(relative, entry.name)));
}

/** A hash of every build input's path and content, so any edit, addition or removal shows. */
export function fingerprintBuildInputs(root) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => listFiles(root, input)).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** True when dist/ holds a server and was built from the inputs as they are now. */
export function isBuildCurrent(root, fingerprint = fingerprintBuildInputs(root)) {
  const stamp = stampPath(root);
  return (
    existsSync(path.join(root, 'dist/server/main.js')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === fingerprint
  );
}
