import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '../../../domain/locale';
import type { Encoding } from '../../lib/precompressed';

/**
 * A public page built once per version (decision 026): its HTML with its br and gzip copies, and
 * the style nonce fixed for that version, in both the page and its header.
 */
export interface BuiltPage {
  html: string;
  packed: Record<Encoding, Buffer>;
  nonce: string;
}

/** What the client build writes to routes.json: which document each path gets. */
export interface RouteManifest {
  /** The SPA shell: no page content, the app renders it. */
  shell: string;
  /** Public pages prerendered at build time, by exact path. */
  prerendered: Record<string, string>;
  /** Client routes (wouter patterns such as `/reset-password/:token`) that are not 404s. */
  appRoutes: string[];
  /** Chunks a page the server sends with its own head loads, by path: its modulepreload links. */
  modulePreloads?: Record<string, string[]>;
}

export interface Documents {
  shell: string;
  sitemap: string;
  prerendered: Map<string, string>;
  isAppRoute(pathname: string): boolean;
  /** The `<link rel="modulepreload">` tags of a page's own chunks (none when unknown). */
  modulePreloads(pathname: string): string;
}

function patternToRegExp(pattern: string) {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Loads the built HTML documents once at start-up; undefined when the client is not built. */
export function loadDocuments(staticDir: string, appUrl: string): Documents | undefined {
  const manifestFile = path.join(staticDir, 'routes.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as RouteManifest;
  // Canonical and Open Graph URLs are absolute: the build leaves %APP_URL% for us to fill in.
  const read = (file: string) =>
    readFileSync(path.join(staticDir, file), 'utf8').replaceAll('%APP_URL%', appUrl);
  const patterns = manifest.appRoutes.map(patternToRegExp);
  return {
    shell: read(manifest.shell),
    sitemap: read('sitemap.xml'),
    prerendered: new Map(
      Object.entries(manifest.prerendered).map(([route, file]) => [route, read(file)]),
    ),
    isAppRoute: (pathname) => patterns.some((re) => re.test(pathname)),
    modulePreloads: (pathname) =>
      (manifest.modulePreloads?.[pathname] ?? [])
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`)
        .join('\n    '),
  };
}

const shellHead = /<!--shell-head-->[\s\S]*?<!--\/shell-head-->/;

/** The SPA shell with a page's own head tags in place of the default title and description. */
export function shellWithHead(shell: string, head: string): string {
  if (shellHead.test(shell)) return shell.replace(shellHead, () => head);
  return shell.replace('</head>', () => `${head}\n</head>`);
}

/** The page with `lang` on its `<html>` element, in place of the one the build wrote. */
export function withLang(html: string, lang: string): string {
  return html.replace(/<html(?: lang="[^"]*")?/, () => `<html lang="${lang}"`);
}

/** The client's server-side renderer (`src/client/prerender.tsx`, built to dist/prerender). */
export interface PageRenderer {
  renderSharePage(
    publicId: string,
    body: string,
    nonce: string,
    locale?: Locale,
  ): Promise<{ html: string; data: string }>;
}

/** Loads the built renderer next to the static files; undefined when the build has none. */
export async function loadRenderer(staticDir: string): Promise<PageRenderer | undefined> {
  const file = path.join(staticDir, '..', 'prerender', 'prerender.js');
  if (!existsSync(file)) return undefined;
  const loaded = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  return typeof loaded.renderSharePage === 'function' ? (loaded as PageRenderer) : undefined;
}

/**
 * The shell with a page's head tags and its server-rendered content in the root, marked with the
 * path it was rendered for (the client hydrates it), followed by `after` (the page's data).
 */
export function shellWithContent(
  shell: string,
  page: { head: string; path: string; html: string; after: string; lang?: string },
): string {
  const withHead = shellWithHead(shell, page.head);
  return (page.lang ? withLang(withHead, page.lang) : withHead).replace(
    '<div id="root"></div>',
    () => `<div id="root" data-prerendered="${page.path}">${page.html}</div>${page.after}`,
  );
}
