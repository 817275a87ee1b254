import type { Page } from 'playwright-core';

/**
 * Watches, from the document's first byte, how many elements of the server's HTML in
 * `<div id="root">` are taken away: React throwing that HTML away and drawing the page again (a
 * hydration mismatch, or words arriving mid-hydration) removes them, and what a visitor was
 * reading comes loose. Call before `page.goto`; read the count once the page has hydrated.
 */
export async function watchServerHtml(page: Page): Promise<{ removed: () => Promise<number> }> {
  await page.addInitScript(() => {
    const seen = { removed: 0 };
    Object.assign(window, { rootChanges: seen });
    new MutationObserver((records) => {
      for (const record of records)
        if ((record.target as Element).id === 'root') seen.removed += record.removedNodes.length;
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    removed: () =>
      page.evaluate(
        () => (window as unknown as { rootChanges: { removed: number } }).rootChanges.removed,
      ),
  };
}
