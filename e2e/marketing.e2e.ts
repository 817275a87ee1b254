import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_TITLE, PRODUCT_NAME } from '../src/domain/product';
import { viewports, watchPageErrors } from './support/browser';
import { skipE2E, useE2E } from './support/harness';
import { hydrated } from './support/waits';

// How It Works' title and description in English (src/client/page-meta.ts keeps them as
// messages, which only the app's build compiles: decision 038).
const howItWorksMeta = {
  title: `How ${PRODUCT_NAME} Works`,
  description: `See how ${PRODUCT_NAME} works in three steps: add your stickers, download your Needs and For Trade list images, and share them in Facebook swap groups.`,
};

// Each public route with text that proves its real content is there (docs/product.md "Screens").
const publicPages = [
  {
    path: '/',
    texts: [
      'Track, trade',
      'Get Started',
      `Why collectors swap with ${PRODUCT_NAME}`,
      'From shoebox to swap in three steps',
      'A sticker album tracker for the',
      'Ready to finish your album?',
    ],
  },
  {
    path: '/how-it-works',
    texts: [
      `How ${PRODUCT_NAME} Works`,
      'Back to Home',
      '3-Step Sticker Flow',
      'Add your stickers',
      'Download your trade list images',
      'Share directly to Facebook',
      `Why Collectors Use ${PRODUCT_NAME}`,
      'Start your collection now',
    ],
  },
  {
    path: '/blog',
    texts: [
      `${PRODUCT_NAME} Blog`,
      'Parent & Child',
      '26 June 2025',
      'Read Full Story',
      `Try ${PRODUCT_NAME} Free`,
    ],
  },
  {
    path: '/blog/how-we-finished-our-wsl-album',
    texts: [
      'How we finished our WSL sticker album by swapping',
      'more than 50 swaps',
      'Find a swap group for your album',
      'Read More Stories',
    ],
  },
  { path: '/terms', texts: ['Terms of Use', 'Swapping with other collectors'] },
  { path: '/privacy', texts: ['Privacy Policy', 'one session cookie', 'Delete your account'] },
  { path: '/contact', texts: ['Contact Us', 'hello@swapsies.app', 'What to write about'] },
];

/** The text of server-rendered HTML as a reader sees it: no React text separators, no entities. */
function readableHtml(html: string) {
  return html
    .replaceAll('<!-- -->', '')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"');
}

describe.skipIf(skipE2E)('marketing pages', () => {
  const e2e = useE2E();

  it.each(publicPages)('serves $path prerendered, readable without JavaScript', async (page) => {
    const response = await fetch(`${e2e.server.url}${page.path}`);
    expect(response.status).toBe(200);
    const html = readableHtml(await response.text());
    expect(html).toContain(`data-prerendered="${page.path}"`);
    for (const text of page.texts) expect(html).toContain(text);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it.each(publicPages)(
    'shows $path in the browser with no console errors and no sideways scroll at 375 px',
    async ({ path, texts }) => {
      const context = await e2e.newContext(viewports.phone);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto(path);
      await hydrated(page);

      for (const text of texts) {
        await expect(page.getByText(text).first().isVisible(), text).resolves.toBe(true);
      }
      await expect(page.locator('h1').count()).resolves.toBe(1);
      await expect(page.locator('main').count()).resolves.toBe(1);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(viewports.phone.width);
      // Hydration mismatches are reported as console errors, so this also proves the prerendered
      // HTML matches what the client renders.
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('the footer shows the year the page is read in, not the year it was built, without a hydration mismatch', async () => {
    // The pages are prerendered at build time (decision 004): a page served in a later year
    // must still say that year once it is live.
    const context = await e2e.newContext(viewports.phone);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.clock.setFixedTime(new Date('2031-06-15T12:00:00Z'));
    await page.goto('/how-it-works');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    await expect
      .poll(() => footer.textContent())
      .toContain(`© 2031 ${PRODUCT_NAME}. Made for collectors, by collectors.`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the landing page sends every sign-up and log-in to /auth', async () => {
    const context = await e2e.newContext(viewports.desktop);
    const page = await context.newPage();
    await page.goto('/');
    for (const name of ['Login', 'Sign Up', 'Get Started']) {
      const href = await page.getByRole('link', { name, exact: true }).first().getAttribute('href');
      expect(href, name).toMatch(/^\/auth(\?|$)/);
    }
    const features = page.getByRole('link', { name: 'Features' });
    await expect(features.getAttribute('href')).resolves.toBe('#features');
    await expect(page.locator('#features').count()).resolves.toBe(1);
    await context.close();
  });

  it('How It Works sets its own title and description, and Back to Home restores the default', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await page.goto('/how-it-works');
    await hydrated(page);
    await page.waitForFunction((title) => document.title === title, howItWorksMeta.title);
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(
      howItWorksMeta.description,
    );

    // A marker on window survives only a client-side navigation, not a full page load.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${e2e.server.url}/`);
    await page.waitForFunction((title) => document.title === title, DEFAULT_DOCUMENT_TITLE);
    await expect(page.title()).resolves.toBe(DEFAULT_DOCUMENT_TITLE);
    await expect(page.evaluate(() => 'stayedInApp' in window)).resolves.toBe(true);
    // `/` shows a spinner while the session resolves, so the landing heading may come a moment
    // after the title: wait for it rather than read it once.
    const landingHeading = page.getByRole('heading', { level: 1, name: /sticker collection/ });
    await landingHeading.waitFor();
    await expect(landingHeading.isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('the story links to three Facebook group searches, each in a new tab', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await page.goto('/blog/how-we-finished-our-wsl-album');
    const links = page.locator('a[href^="https://www.facebook.com/"]');
    await expect(links.count()).resolves.toBe(3);
    for (const link of await links.all()) {
      await expect(link.getAttribute('href')).resolves.toMatch(
        /^https:\/\/www\.facebook\.com\/search\/groups\/\?q=/,
      );
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    }
    await context.close();
  });
});
