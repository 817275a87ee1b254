// Prerenders the public pages to full HTML after `vite build`, so search engines and link
// previews read them without JavaScript. Writes dist/client/pages/*.html, the SPA shell
// dist/client/app.html, dist/client/sitemap.xml and the route manifest the server reads.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
const clientDir = path.join(root, 'dist/client');
const { renderPage, publicPages, appRoutePatterns } = await import(
  pathToFileURL(path.join(root, 'dist/prerender/prerender.js')).href
);
const { DEFAULT_DOCUMENT_TITLE, DEFAULT_META_DESCRIPTION, PRODUCT_NAME } = await import(
  pathToFileURL(path.join(root, 'dist/prerender/prerender.js')).href
).then((m) => m.product);

const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');

const escapeHtml = (text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

// %APP_URL% is replaced by the server with its configured APP_URL when it loads the documents.
function headTags({ title, description, path: pagePath }) {
  const url = `%APP_URL%${pagePath === '/' ? '/' : pagePath}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="%APP_URL%/og-image.png" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
}

mkdirSync(path.join(clientDir, 'pages'), { recursive: true });
const prerendered = {};
for (const page of publicPages) {
  const html = template
    .replace('<!--app-head-->', headTags({ ...page.meta, path: page.path }))
    .replace(
      '<div id="root"><!--app-html--></div>',
      `<div id="root" data-prerendered="${page.path}">${await renderPage(page.path)}</div>`,
    );
  const file = `pages/${page.file}.html`;
  writeFileSync(path.join(clientDir, file), html);
  prerendered[page.path] = file;
}

const shell = template
  .replace(
    '<!--app-head-->',
    // The server swaps what stands between the markers for a page's own tags (e.g. /share).
    `<!--shell-head--><title>${escapeHtml(DEFAULT_DOCUMENT_TITLE)}</title>\n    <meta name="description" content="${escapeHtml(DEFAULT_META_DESCRIPTION)}" /><!--/shell-head-->`,
  )
  .replace('<!--app-html-->', '');
writeFileSync(path.join(clientDir, 'app.html'), shell);
rmSync(path.join(clientDir, 'index.html'));

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${publicPages.map((p) => `  <url><loc>%APP_URL%${p.path}</loc></url>`).join('\n')}
</urlset>
`;
writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemap);

// The chunks a page the server sends itself needs (its lazy module and what that imports), less
// those the shell already preloads: its document names them with modulepreload, so the browser
// fetches them with the entry instead of one after another (docs/decisions/024).
const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
const viteManifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
rmSync(path.dirname(manifestFile), { recursive: true, force: true });
function chunksOf(key, found = new Set()) {
  const chunk = viteManifest[key];
  if (!chunk || found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(imported, found);
  return found;
}
const pageChunks = (source) => {
  if (!viteManifest[source]) throw new Error(`${source} is not in Vite's manifest`);
  return [...chunksOf(source)].filter((file) => !shell.includes(`/${file}"`)).map((f) => `/${f}`);
};
const modulePreloads = { '/share': pageChunks('src/client/pages/share.tsx') };

writeFileSync(
  path.join(clientDir, 'routes.json'),
  JSON.stringify(
    { shell: 'app.html', prerendered, appRoutes: appRoutePatterns, modulePreloads },
    null,
    2,
  ),
);
console.log(`prerendered ${publicPages.length} public pages`);
