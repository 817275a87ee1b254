import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Sticker } from '../../src/domain/sticker/sticker';
import { jsonApi, unique, uniqueAddress } from './api';
import { launchBrowser, newContext, viewports, watchPageErrors } from './browser';
import { startServer, type RunningServer } from './server';

/** Set by global-setup when there is no Chromium: every file then skips itself. */
export const skipE2E = process.env.E2E_SKIP === '1';

/** The password of every collector the journeys register. */
export const PASSWORD = 'Kestrel-Album-7391';

export interface Viewport {
  width: number;
  height: number;
}

/** A sticker as `GET /api/collections/:id/stickers` answers it. */
export type ApiSticker = Sticker;

/** Sticker changes by album number, as one bulk write sends them. */
export type StickerSeed = Record<string, Record<string, unknown>>;

/** Changes by number, or a function giving each number's change (undefined: left as it is). */
export type SeedSpec = StickerSeed | ((number: string) => Record<string, unknown> | undefined);

/** An album to make: a new template's title and either its size or its printed codes. */
export type AlbumSpec = { title: string } & ({ totalStickers: number } | { codes: string });

/** Waits (up to 5 s) for a value the page or the server settles on. */
export const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5_000 });

/** A collector's album open on the dashboard. */
export interface Album {
  context: BrowserContext;
  page: Page;
  collectionId: number;
  /** Sticker ids by album number. */
  ids: Map<string, number>;
}

export interface SignedIn {
  id: number;
  username: string;
  context: BrowserContext;
}

/** A signed-in collector with a page open (nothing loaded yet) and its console errors. */
export interface Collector extends SignedIn {
  page: Page;
  errors: string[];
}

/** A collector with a collection of one album. */
export interface AlbumCollector extends Collector {
  collectionId: number;
  templateId: number;
}

/** Two copies, one of them on offer. */
export const spare = { owned: true, forTrade: true, quantity: 2 };

/**
 * A seed for `seedStickers`: every sticker owned but `needs`, and two copies of each of `spares`
 * (one on offer).
 */
export function needsAndSpares(needs: string[], spares: string[]) {
  return (number: string) =>
    needs.includes(number) ? undefined : spares.includes(number) ? spare : { owned: true };
}

export interface AccountOptions {
  /** Where the context opens its pages (phone size by default). */
  viewport?: Viewport;
  /** Only tests about the service worker let it run (see `newContext`). */
  serviceWorkers?: 'allow' | 'block';
  /**
   * Register from a client address of this network (e.g. `10.9.0`) that no other registration
   * of the run used, so the per-address limit is not what is under test. Needs a server started
   * with `TRUST_PROXY: 'true'`.
   */
  network?: string;
}

/**
 * One file's browser journeys: starts the built server (with `env`) and Chromium in `beforeAll`,
 * stops both in `afterAll`, and hands out the set-up every journey repeats: signed-in collectors
 * on their own contexts, albums and stickers made through the API, pages with the suite's
 * timeout. Call it once at the top of the file's `describe.skipIf(skipE2E)`; a file's own
 * `beforeAll` (registered after it) runs once the server is up.
 */
export function useE2E(
  options: {
    env?: Record<string, string>;
    /** Made before the journeys run, for the screenshots they keep. */
    shotsDir?: string;
    /** Start the server, then the browser: on a busy machine the server's start needs the CPU. */
    startInTurn?: boolean;
  } = {},
) {
  let running: { server: RunningServer; browser: Browser } | undefined;

  beforeAll(async () => {
    if (options.shotsDir) mkdirSync(options.shotsDir, { recursive: true });
    if (options.startInTurn) {
      const server = await startServer(options.env);
      running = { server, browser: await launchBrowser() };
    } else {
      const [server, browser] = await Promise.all([startServer(options.env), launchBrowser()]);
      running = { server, browser };
    }
  });
  afterAll(async () => {
    await running?.browser.close();
    await running?.server.stop();
  });

  function started() {
    if (!running) throw new Error('the server and browser start in beforeAll');
    return running;
  }

  const api = jsonApi(() => started().server.url);

  const e2e = {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    /** JSON calls through a context's own cookies; see `support/api.ts`. */
    api,

    /** A fresh context (own cookies) on the server, phone size unless told otherwise. */
    newContext(viewport: Viewport = viewports.phone, contextOptions: AccountOptions = {}) {
      return newContext(e2e.browser, e2e.server.url, viewport, {
        serviceWorkers: contextOptions.serviceWorkers,
      });
    },

    /** A new page of `context` that waits up to `timeout` for what it looks for. */
    async newPage(context: BrowserContext, timeout = 15_000): Promise<Page> {
      const page = await context.newPage();
      page.setDefaultTimeout(timeout);
      return page;
    },

    /** Registers a new collector named after `name` in `context`, which keeps the session. */
    async register(
      context: BrowserContext,
      name = 'collector',
      network?: string,
    ): Promise<{ id: number; username: string }> {
      const username = unique(name, '-');
      const response = await context.request.post('/api/register', {
        data: { username, email: `${username}@example.com`, password: PASSWORD },
        headers: api.headers(network ? { 'X-Forwarded-For': uniqueAddress(network) } : {}),
      });
      expect(response.status(), `register: ${await response.text()}`).toBe(201);
      const { id } = (await response.json()) as { id: number };
      return { id, username };
    },

    /** A new collector, signed in on a context of its own. */
    async signedIn(name = 'collector', account: AccountOptions = {}): Promise<SignedIn> {
      const context = await e2e.newContext(account.viewport, account);
      return { ...(await e2e.register(context, name, account.network)), context };
    },

    /** A new collector, signed in, with a page open and its console errors collected. */
    async collector(
      name = 'collector',
      account: AccountOptions & { timeout?: number } = {},
    ): Promise<Collector> {
      const who = await e2e.signedIn(name, account);
      const page = await e2e.newPage(who.context, account.timeout);
      return { ...who, page, errors: watchPageErrors(page) };
    },

    /**
     * A collector (registered from `network` when given) with a collection of `template` (an id,
     * or made by the collector's own context), seeded in one bulk call, and opted in to matches
     * when `findable`.
     */
    async albumCollector(
      name: string,
      template: number | ((context: BrowserContext) => Promise<number>),
      seed: SeedSpec,
      account: AccountOptions & { findable?: boolean } = {},
    ): Promise<AlbumCollector> {
      const who = await e2e.signedIn(name, account);
      const templateId = typeof template === 'number' ? template : await template(who.context);
      const { id: collectionId } = await e2e.createCollection(who.context, templateId);
      await e2e.seedStickers(who.context, collectionId, seed);
      if (account.findable) {
        await api.send(who.context, 'PATCH', `/api/collections/${collectionId}/matching`, {
          findable: true,
        });
      }
      const page = await e2e.newPage(who.context);
      return { ...who, page, errors: watchPageErrors(page), collectionId, templateId };
    },

    /** For `albumCollector`: a new template of `album`, made by the collector itself. */
    ownTemplate(album: AlbumSpec) {
      return async (context: BrowserContext) => (await e2e.createTemplate(context, album)).id;
    },

    /** Makes `account` Pro for a year, as the admin does (the admin's context is `admin`). */
    async makePro(admin: BrowserContext, account: { id: number }) {
      const response = await admin.request.post(`/api/admin/users/${account.id}/pro`, {
        data: { days: 365 },
        headers: api.headers(),
      });
      expect(response.status()).toBe(200);
    },

    /** A new album template, made by the collector of `context`. */
    async createTemplate(context: BrowserContext, album: AlbumSpec) {
      return (await api.send(context, 'POST', '/api/collection-templates', album)) as {
        id: number;
        title: string;
      };
    },

    /** A collection of the template for the collector of `context`. */
    async createCollection(context: BrowserContext, templateId: number) {
      return (await api.send(context, 'POST', '/api/collections', { templateId })) as {
        id: number;
      };
    },

    /** A new template and its first collection: the collection's id. */
    async createAlbum(context: BrowserContext, album: AlbumSpec): Promise<number> {
      const template = await e2e.createTemplate(context, album);
      return (await e2e.createCollection(context, template.id)).id;
    },

    /**
     * Turns the collection's public trade list on (a new one is private until shared, decision
     * 027): its public link, and the path of it to open on the test's server.
     */
    async shareCollection(context: BrowserContext, collectionId: number) {
      const { publicUrl } = (await api.send(
        context,
        'PATCH',
        `/api/collections/${collectionId}/sharing`,
        { isPublic: true },
      )) as { publicUrl: string };
      const url = new URL(publicUrl);
      return { publicUrl, sharePath: `${url.pathname}${url.search}` };
    },

    /** The collection's stickers as the server has them now. */
    stickersOf(context: BrowserContext, collectionId: number) {
      return api.getJson<ApiSticker[]>(context, `/api/collections/${collectionId}/stickers`);
    },

    /** The same, by album number. */
    async stickerMapOf(context: BrowserContext, collectionId: number) {
      const stickers = await e2e.stickersOf(context, collectionId);
      return new Map(stickers.map((sticker) => [sticker.number, sticker]));
    },

    /** The collection's sticker ids by album number. */
    async stickerIdsOf(context: BrowserContext, collectionId: number) {
      const stickers = await e2e.stickersOf(context, collectionId);
      return new Map(stickers.map((sticker) => [sticker.number, sticker.id]));
    },

    /**
     * Writes `seed` to the collection in one bulk call (none when it is empty) and answers the
     * sticker ids by album number.
     */
    async seedStickers(
      context: BrowserContext,
      collectionId: number,
      seed: SeedSpec,
    ): Promise<Map<string, number>> {
      const stickers = await e2e.stickersOf(context, collectionId);
      const ids = new Map(stickers.map((sticker) => [sticker.number, sticker.id]));
      const updates =
        typeof seed === 'function'
          ? stickers.flatMap((sticker) => {
              const data = seed(sticker.number);
              return data ? [{ id: sticker.id, data }] : [];
            })
          : Object.entries(seed).map(([number, data]) => ({ id: ids.get(number), data }));
      if (updates.length > 0) await api.send(context, 'PATCH', '/api/stickers/bulk', { updates });
      return ids;
    },
  };
  return e2e;
}

/**
 * The whole page at 375 px and at 1280 px, as `<pathPrefix>-375.png` and `-1280.png`, to look at
 * on a phone and a laptop; the page is left at phone width.
 */
export async function screenshotsAtBothWidths(page: Page, pathPrefix: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: `${pathPrefix}-375.png`, fullPage: true });
  await page.setViewportSize(viewports.desktop);
  await page.screenshot({ path: `${pathPrefix}-1280.png`, fullPage: true });
  await page.setViewportSize(viewports.phone);
}

/** A board's slot button for a printed sticker number. */
export function slotButton(page: Page, number: string) {
  return page.getByRole('button', { name: new RegExp(`^Sticker ${number},`) });
}

/** The state a board shows for a sticker number (`data-state` of its slot). */
export function slotState(page: Page, number: string) {
  return page
    .locator('[data-sticker-id]')
    .filter({ has: slotButton(page, number) })
    .getAttribute('data-state', { timeout: 5_000 });
}
