import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The build the bench measures. It runs `npm run build` when dist/ has none, then copies dist/
 * aside, so a rebuild by someone else during the run (which deletes the old hashed assets the
 * running server's pages point to) cannot break it. The copy lives under node_modules/.cache, so
 * the bundled server still finds its packages in node_modules; `dispose()` removes it.
 */
export function prepareBuild(log) {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/client/app.html')) {
    log('no build in dist/: running npm run build');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const builtAt = statSync('dist/server/main.js').mtime.toISOString();
  const copy = path.resolve('node_modules', '.cache', 'swapsies-bench', `dist-${process.pid}`);
  cpSync('dist', copy, { recursive: true });
  return {
    builtAt,
    serverScript: path.join(copy, 'server', 'main.js'),
    staticDir: path.join(copy, 'client'),
    dispose: () => rmSync(copy, { recursive: true, force: true }),
  };
}
