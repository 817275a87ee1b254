import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';

// One helper per state a journey waits for (e2e/README.md "Rules"): a test waits for what it
// needs to be true, never for a length of time and never for Playwright's 'networkidle' (which
// resolves at once on a page that has been idle before). Each gives up with a clear message.

/**
 * Presses `open` (a click or a key) and waits until `dialog` is on screen. A sheet whose code
 * loads on demand (decision 024) opens once its code has arrived, so a test that pressed Escape
 * before that would close nothing and find the sheet open later, over what it clicks next.
 */
export async function openDialog(dialog: Locator, open: () => Promise<unknown>): Promise<Locator> {
  await open();
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

/**
 * Closes the open dialog, sheet or menu with Escape, as a person would, and waits until it has
 * left the screen (its closing animation included), so the next press reaches the page behind.
 */
export async function closeDialog(page: Page, dialog: Locator = page.getByRole('dialog')) {
  await dialog.first().waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await dialog.first().waitFor({ state: 'hidden' });
}

/**
 * Runs `action` (e.g. a hover that preloads code on demand), then waits until the requests it
 * started, and those they led to, have all ended and none has started for `quietMs`. Gives up
 * after 15 s.
 */
export async function afterLoadsSettle(page: Page, action: () => Promise<void>, quietMs = 500) {
  const pending = new Set<Request>();
  let started = 0;
  let changed = () => undefined as void;
  const onStart = (request: Request) => {
    pending.add(request);
    started += 1;
    changed();
  };
  const onEnd = (request: Request) => {
    pending.delete(request);
    changed();
  };
  page.on('request', onStart);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  try {
    await action();
    const giveUpAt = Date.now() + 15_000;
    // Each round waits for the next request event or the quiet period, whichever comes first.
    for (;;) {
      const event = new Promise<'event'>((resolve) => (changed = () => resolve('event')));
      if (started > 0 && pending.size === 0) {
        const quiet = new Promise<'quiet'>((resolve) =>
          setTimeout(() => resolve('quiet'), quietMs),
        );
        if ((await Promise.race([event, quiet])) === 'quiet') return;
      } else {
        const remaining = giveUpAt - Date.now();
        const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), remaining));
        if ((await Promise.race([event, late])) === 'late') {
          throw new Error(`loads still running or none started (${started} started)`);
        }
      }
      if (Date.now() > giveUpAt) throw new Error(`loads still running (${pending.size} open)`);
    }
  } finally {
    page.off('request', onStart);
    page.off('requestfinished', onEnd);
    page.off('requestfailed', onEnd);
  }
}

/**
 * The page's React tree is live: every element under #root belongs to it. A prerendered page
 * (decision 004) shows its text before it hydrates, and a hydration mismatch is reported only
 * when hydration commits, so a test that checks for console errors waits for this first. A page
 * React had to render afresh after a mismatch is live too, with the error already reported.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      if (!root?.firstElementChild) return false;
      const fiberOf = (element: Element) => {
        const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
        return key
          ? (Reflect.get(element, key) as { memoizedProps?: Record<string, unknown> })
          : undefined;
      };
      // Markup React was handed whole (dangerouslySetInnerHTML) has no fibers of its own.
      const isLive = (element: Element) => {
        if (fiberOf(element)) return true;
        for (let up = element.parentElement; up && up !== root; up = up.parentElement) {
          const fiber = fiberOf(up);
          if (fiber) return Boolean(fiber.memoizedProps?.dangerouslySetInnerHTML);
        }
        return false;
      };
      return [...root.querySelectorAll('*')].every(isLive);
    },
    undefined,
    { polling: 100, timeout: 15_000 },
  );
}

/** Every CSS transition and animation on the page has finished (colours judged after them). */
export async function animationsDone(page: Page) {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { polling: 50, timeout: 10_000 },
  );
}

/**
 * The outbox (decision 016) holds no change waiting to be sent: each has reached the server and
 * had its answer. Read from the outbox itself, not from the header's "All changes saved", which
 * shows for a few seconds only and can be missed on a busy machine. Refused changes stay listed
 * and do not count as waiting.
 */
export async function outboxEmpty(page: Page, timeout = 15_000) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              // Opening a database that is not there would make it, without the app's store.
              void indexedDB.databases().then((databases) => {
                if (!databases.some((db) => db.name === 'swapsies-outbox')) return resolve(0);
                const open = indexedDB.open('swapsies-outbox');
                open.onerror = () => resolve(-1);
                open.onsuccess = () => {
                  const db = open.result;
                  const done = (count: number) => {
                    db.close();
                    resolve(count);
                  };
                  if (!db.objectStoreNames.contains('changes')) return done(0);
                  const read = db.transaction('changes').objectStore('changes').getAll();
                  read.onsuccess = () =>
                    done(
                      (read.result as { refusal?: unknown }[]).filter((entry) => !entry.refusal)
                        .length,
                    );
                  read.onerror = () => done(-1);
                };
              });
            }),
        ),
      { timeout, message: 'changes still waiting in the outbox' },
    )
    .toBe(0);
}

/**
 * Scrolls the page to `top` and waits until the sticker grid, which draws only the rows near
 * the screen, has drawn rows over every part of it that is on screen.
 */
export async function scrolledTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo(0, y), top);
  await page.waitForFunction(
    () => {
      const grid = document.querySelector('[role="group"][aria-label="Stickers"]');
      if (!grid) return false;
      const box = grid.getBoundingClientRect();
      const from = Math.max(box.top, 0);
      const to = Math.min(box.bottom, window.innerHeight);
      if (to <= from) return true; // the grid is off screen: nothing to draw
      const rows = [...grid.querySelectorAll(':scope > div')].map((row) =>
        row.getBoundingClientRect(),
      );
      const slack = 16; // the gap between rows
      return (
        rows.some((row) => row.top <= from + slack) && rows.some((row) => row.bottom >= to - slack)
      );
    },
    undefined,
    { polling: 'raf', timeout: 10_000 },
  );
}
