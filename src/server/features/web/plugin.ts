import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { compressBoth, sendPacked, type Encoding } from '../../lib/precompressed';
import {
  loadDocuments,
  loadRenderer,
  shellWithContent,
  shellWithHead,
  withLang,
  type BuiltPage,
  type PageRenderer,
} from './documents';
import { allowStyleNonce, notFoundJson, sendHtml, withNonceMeta } from './html-reply';
import { registerWebRoutes } from './routes';

export interface ShellOptions {
  status: number;
  head?: string;
  cacheControl?: string;
  /** The `lang` of a page in another language than the shell's English (`htmlLang`). */
  lang?: string;
  /** What a public answer varies by besides its address (the shell's default is `Cookie`). */
  vary?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the SPA shell, optionally with a page's own head tags (title, Open Graph...) and a
     * public cache policy for a page that is the same for everyone.
     */
    sendShell(reply: FastifyReply, options: ShellOptions): FastifyReply;
    /** Changes whenever the built shell does: part of a cacheable page's ETag. */
    shellTag: string;
    /** A page's own chunks as modulepreload tags for its head (empty without a build). */
    modulePreloads(pathname: string): string;
    /** The client's server-side renderer, or undefined when the build has none. */
    pageRenderer(): Promise<PageRenderer | undefined>;
    /**
     * Builds a page the same for everyone, once per version: the shell with its head and
     * server-rendered content, its `nonce` (fixed for that version), compressed both ways.
     */
    buildPage(
      page: { head: string; path: string; html: string; after: string; lang?: string },
      nonce: string,
    ): Promise<BuiltPage | undefined>;
    /** Sends a built page as it is (compressed as the client takes it), public and cacheable. */
    /** `vary`: the answer's Vary when it depends on more than Accept-Encoding. */
    sendBuiltPage(
      reply: FastifyReply,
      page: BuiltPage,
      encoding: Encoding | undefined,
      vary?: string,
    ): FastifyReply;
    /** Sets the reply's Content-Security-Policy to allow inline <style> with `nonce`. */
    allowStyleNonce(reply: FastifyReply, nonce: string): FastifyReply;
    /**
     * The built app's stylesheet `<link>` tags, for a page the server writes itself (the
     * unsubscribe page) to look like the app; empty without a build.
     */
    stylesheetLinks: string;
  }
}

/**
 * The built web app, loaded once: its pages served on the API's origin (routes.ts) and the page
 * helpers other features build on (`sendShell`, `buildPage`, …, declared above). A plugin named
 * `pages`: a feature that uses these helpers registers as a fastify-plugin with
 * `dependencies: ['pages']`, so registered before it the app fails at start-up naming `pages`
 * instead of at the first page (decision 037).
 */
export const pagesPlugin = fp(
  async (app) => {
    const staticDir = path.resolve(app.config.staticDir);
    const docs = loadDocuments(staticDir, app.config.appUrl);
    if (!docs)
      app.log.warn(`no built client in ${staticDir}: run "npm run build" to serve the web app`);

    app.decorate(
      'shellTag',
      docs ? createHash('sha256').update(docs.shell).digest('hex').slice(0, 12) : 'none',
    );
    app.decorate(
      'stylesheetLinks',
      (docs?.shell.match(/<link rel="stylesheet"[^>]*>/g) ?? []).join('\n'),
    );
    app.decorate('modulePreloads', (pathname: string) => docs?.modulePreloads(pathname) ?? '');
    let renderer: Promise<PageRenderer | undefined> | undefined;
    app.decorate('pageRenderer', () => {
      renderer ??= docs ? loadRenderer(staticDir) : Promise.resolve(undefined);
      return renderer;
    });
    // A built page's shell: its content paints with the document and the stylesheet; the shell's
    // modulepreloads would share the first bytes with them, and the entry imports those chunks
    // anyway (decision 026).
    const builtPageShell = docs?.shell.replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '');
    app.decorate(
      'buildPage',
      async (
        page: { head: string; path: string; html: string; after: string; lang?: string },
        nonce: string,
      ) => {
        if (builtPageShell === undefined) return undefined;
        const html = withNonceMeta(shellWithContent(builtPageShell, page), nonce);
        return { html, packed: await compressBoth(html), nonce };
      },
    );
    app.decorate('allowStyleNonce', allowStyleNonce);
    app.decorate(
      'sendBuiltPage',
      (reply: FastifyReply, page: BuiltPage, encoding: Encoding | undefined, vary?: string) => {
        allowStyleNonce(reply, page.nonce)
          .header('Vary', vary ?? 'Accept-Encoding')
          .status(200)
          .type('text/html; charset=utf-8');
        return sendPacked(reply, page.html, page.packed, encoding);
      },
    );
    app.decorate('sendShell', (reply: FastifyReply, options: ShellOptions) => {
      if (!docs) return notFoundJson(reply);
      const shell = options.head ? shellWithHead(docs.shell, options.head) : docs.shell;
      if (options.vary) reply.header('Vary', options.vary);
      return sendHtml(
        reply,
        options.status,
        options.lang ? withLang(shell, options.lang) : shell,
        options.cacheControl,
      );
    });

    await registerWebRoutes(app, docs, staticDir);
  },
  // The landing page asks whether the visitor is signed in.
  { name: 'pages', dependencies: ['sessions'], decorators: { fastify: ['config'] } },
);
