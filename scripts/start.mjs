// `npm start`: builds the app only when its sources changed since the last build, then starts the
// built server in this process. A restart with nothing changed skips the build and is ready in
// about a second; the first start (or one after an edit or a `git pull`) builds first.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fingerprintBuildInputs, isBuildCurrent, stampPath } from './build-inputs.mjs';

const root = path.resolve(import.meta.dirname, '..');
const fingerprint = fingerprintBuildInputs(root);

if (!isBuildCurrent(root, fingerprint)) {
  console.log('Building the app (first start, or its sources changed since the last build)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { status } = spawnSync(npm, ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) {
    console.error('The build failed: fix the error above, then run `npm start` again.');
    process.exit(status ?? 1);
  }
  writeFileSync(stampPath(root), `${fingerprint}\n`);
}

await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
