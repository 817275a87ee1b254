import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the client build writes to routes.json: which document each path gets. */
export interface RouteManifest {
  /** The SPA shell: no page content, the app renders it. */
  shell: string;
  /** Public pages prerendered at build time, by exact path. */
  prerendered: Record<string, string>;
  /** Client routes (wouter patterns such as `/reset-password/:token`) that are not 404s. */
  appRoutes: string[];
}

export interface Documents {
  shell: string;
  sitemap: string;
  prerendered: Map<string, string>;
  isAppRoute(pathname: string): boolean;
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
  };
}

const shellHead = /<!--shell-head-->[\s\S]*?<!--\/shell-head-->/;

/** The SPA shell with a page's own head tags in place of the default title and description. */
export function shellWithHead(shell: string, head: string): string {
  if (shellHead.test(shell)) return shell.replace(shellHead, () => head);
  return shell.replace('</head>', () => `${head}\n</head>`);
}
