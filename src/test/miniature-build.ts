import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A miniature client build in a fresh temporary folder: the same files `npm run build` writes
 * (shell, prerendered pages, sitemap, an asset, the route manifest), with recognisable contents
 * (SHELL, LANDING, BLOG), for tests of how the server serves pages. Answers the folder.
 */
export function writeMiniatureBuild(): string {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'swapsies-static-'));
  mkdirSync(path.join(staticDir, 'pages'), { recursive: true });
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(staticDir, 'app.html'),
    '<html><head><!--shell-head--><title>Default</title><!--/shell-head--></head><body>SHELL</body></html>',
  );
  writeFileSync(
    path.join(staticDir, 'pages/landing.html'),
    '<html>LANDING <link rel="canonical" href="%APP_URL%/"></html>',
  );
  writeFileSync(path.join(staticDir, 'pages/blog.html'), '<html>BLOG</html>');
  writeFileSync(
    path.join(staticDir, 'sitemap.xml'),
    '<urlset><url><loc>%APP_URL%/</loc></url></urlset>',
  );
  writeFileSync(path.join(staticDir, 'assets/app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(staticDir, 'robots.txt'), 'User-agent: *');
  writeFileSync(
    path.join(staticDir, 'routes.json'),
    JSON.stringify({
      shell: 'app.html',
      prerendered: { '/': 'pages/landing.html', '/blog': 'pages/blog.html' },
      appRoutes: ['/', '/blog', '/dashboard', '/reset-password/:token'],
    }),
  );
  return staticDir;
}
