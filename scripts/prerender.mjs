// Prerenders the public pages to full HTML after `vite build`, so search engines and link
// previews read them without JavaScript, once per language under its prefix (decision 038:
// English unprefixed, `/de/how-it-works`...). Writes dist/client/pages/[<prefix>/]*.html, the SPA shell
// dist/client/app.html, dist/client/sitemap.xml and the route manifest the server reads.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
const clientDir = path.join(root, 'dist/client');
const { renderPage, pageMeta, publicPages, appRoutePatterns, product, locale } = await import(
  pathToFileURL(path.join(root, 'dist/prerender/prerender.js')).href
);
const { DEFAULT_DOCUMENT_TITLE, DEFAULT_META_DESCRIPTION, PRODUCT_NAME } = product;
const { locales, defaultLocale, htmlLang, localePath, localePrefix, ogLocale } = locale;

const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');

const escapeHtml = (text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

// %APP_URL% is replaced by the server with its configured APP_URL when it loads the documents.
const pageUrl = (lang, pagePath) => `%APP_URL%${localePath(lang, pagePath)}`;

function headTags({ title, description, path: pagePath, lang }) {
  const url = pageUrl(lang, pagePath);
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    // Every language's address of the page, English as the default (Google's hreflang rules).
    ...locales.map(
      (l) => `<link rel="alternate" hreflang="${htmlLang(l)}" href="${pageUrl(l, pagePath)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${pageUrl(defaultLocale, pagePath)}" />`,
    `<meta property="og:locale" content="${ogLocale[lang]}" />`,
    ...locales
      .filter((l) => l !== lang)
      .map((l) => `<meta property="og:locale:alternate" content="${ogLocale[l]}" />`),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="%APP_URL%/og-image.png" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
}

if (!template.includes('<html lang="en-GB">')) throw new Error('index.html lost its lang');
const prerendered = {};
for (const lang of locales) {
  const dir = path.join('pages', localePrefix(lang));
  mkdirSync(path.join(clientDir, dir), { recursive: true });
  for (const page of publicPages) {
    const address = localePath(lang, page.path);
    const meta = await pageMeta(page.path, lang);
    const html = template
      .replace('<html lang="en-GB">', `<html lang="${htmlLang(lang)}">`)
      .replace('<!--app-head-->', headTags({ ...meta, path: page.path, lang }))
      .replace(
        '<div id="root"><!--app-html--></div>',
        `<div id="root" data-prerendered="${address}">${await renderPage(page.path, lang)}</div>`,
      );
    const file = path.posix.join(dir, `${page.file}.html`);
    writeFileSync(path.join(clientDir, file), html);
    prerendered[address] = file;
  }
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
${Object.keys(prerendered)
  .map((address) => `  <url><loc>%APP_URL%${address}</loc></url>`)
  .join('\n')}
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
console.log(`prerendered ${publicPages.length} public pages in ${locales.length} languages`);
