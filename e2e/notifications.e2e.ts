import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { needsAndSpares, screenshotsAtBothWidths, skipE2E, useE2E } from './support/harness';
import { watchPageErrors } from './support/browser';
import { type RunningServer } from './support/server';

const SHOTS_DIR = '/work/screens';

/** The `.eml` files the server's outbox holds (no SMTP in these tests), as text. */
function outboxEmails(server: RunningServer) {
  const dir = path.join(server.dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((name) => readFileSync(path.join(dir, name), 'utf8'));
  } catch {
    return [];
  }
}

/** What the unsubscribe page's button takes from the app's stylesheet. */
function lookOf(button: Locator) {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      font: getComputedStyle(document.body).fontFamily,
      background: style.backgroundColor,
      radius: style.borderTopLeftRadius,
      primary: getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
    };
  });
}

describe.skipIf(skipE2E)('notifications', () => {
  const e2e = useE2E({
    env: { TRUST_PROXY: 'true', NOTIFY_INTERVAL_MS: '300' },
    shotsDir: SHOTS_DIR,
    startInTurn: true,
  });

  /** A collector with a findable collection: needs `needs`, spares (×2) `spares`. */
  const collector = (
    name: string,
    templateId: number | undefined,
    needs: string[],
    spares: string[],
  ) =>
    e2e.albumCollector(
      name,
      templateId ?? e2e.ownTemplate({ title: unique('Lionesses 2026', '-'), totalStickers: 8 }),
      needsAndSpares(needs, spares),
      { network: '10.9.0', findable: true },
    );

  const shots = (page: Page, name: string) =>
    screenshotsAtBothWidths(page, `${SHOTS_DIR}/notify-${name}`);

  it('a proposal reaches the partner by bell and email; the link opens the swap; choices persist; the email’s unsubscribe works signed out', async () => {
    const proposer = await collector('ada', undefined, ['1', '2'], ['3', '4']);
    const partner = await collector('bo', proposer.templateId, ['3', '4'], ['1', '2']);

    // The partner is on their collections with nothing new.
    await partner.page.goto('/dashboard');
    const bell = partner.page.getByRole('link', { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');

    // The proposer proposes from their matches screen.
    await proposer.page.goto(`/matches?collection=${proposer.collectionId}`);
    await proposer.page
      .getByRole('article', { name: partner.username, exact: true })
      .getByRole('button', { name: 'Propose swap' })
      .click();
    await proposer.page.getByRole('button', { name: 'Done' }).click();

    // The bell counts it once the partner's page asks again (on focus, or the next poll).
    await partner.page.reload();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await expect.poll(() => partner.page.getByTestId('unread-badge').innerText()).toBe('1');
    await shots(partner.page, 'bell');

    await bell.click();
    await partner.page.waitForURL('**/notifications');
    await partner.page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    const item = partner.page.getByRole('listitem').filter({
      hasText: `${proposer.username} proposed a swap for`,
    });
    await item.getByText('You give 1 and 2; you get 3 and 4.').waitFor();
    await shots(partner.page, 'list');

    await item.getByRole('link', { name: 'Open the swap' }).click();
    await partner.page.waitForURL(`**/matches?collection=${partner.collectionId}`);
    await partner.page
      .getByRole('article', { name: `Swap with ${proposer.username}` })
      .getByRole('button', { name: 'Accept' })
      .waitFor();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');

    // A choice in Settings is kept.
    await partner.page.goto('/settings');
    const declined = partner.page.getByRole('switch', { name: 'My swap is declined' });
    await expect.poll(() => declined.getAttribute('aria-checked')).toBe('true');
    await declined.click();
    await expect.poll(() => declined.getAttribute('aria-checked')).toBe('false');
    await partner.page.reload();
    await expect.poll(() => declined.getAttribute('aria-checked')).toBe('false');
    await partner.page.getByRole('heading', { name: 'Notifications' }).scrollIntoViewIfNeeded();
    await shots(partner.page, 'settings');

    // The proposal's email, with its one-click unsubscribe link, opened by someone signed out.
    let email = '';
    await expect
      .poll(
        () => {
          email = outboxEmails(e2e.server).find((text) => text.includes(partner.username)) ?? '';
          return email !== '';
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const unfolded = email.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /^List-Unsubscribe: <([^>]+)>$/m.exec(unfolded)?.[1];
    expect(link).toMatch(/\/unsubscribe\?token=/);

    const stranger = await e2e.newContext();
    const page = await stranger.newPage();
    const strangerErrors = watchPageErrors(page);
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Stop these emails?' }).waitFor();
    await page.getByText(partner.username).waitFor();
    // It looks like the app (its stylesheet: font, colours, buttons), within the app's
    // Content-Security-Policy, which would report a refused style as a console error.
    const unsubscribe = page.getByRole('button', { name: 'Unsubscribe' });
    expect(await lookOf(unsubscribe)).toEqual({
      font: expect.stringMatching(/^system-ui/),
      background: expect.stringMatching(/^oklch\(/),
      radius: expect.not.stringMatching(/^0px$/),
      primary: expect.stringMatching(/^oklch\(/),
    });
    // Nothing wider than the phone: the words of every button wrap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.screenshot({ path: `${SHOTS_DIR}/notify-unsubscribe-375.png`, fullPage: true });
    await unsubscribe.click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    expect(strangerErrors).toEqual([]);
    await stranger.close();

    await partner.page.reload();
    const proposals = partner.page.getByRole('switch', { name: 'Someone proposes a swap to me' });
    await expect.poll(() => proposals.getAttribute('aria-checked')).toBe('false');
    await expect
      .poll(() =>
        partner.page
          .getByRole('switch', { name: 'My swap is accepted' })
          .getAttribute('aria-checked'),
      )
      .toBe('true');

    // The link opened again says at once that this email is off, and turns it back on.
    const returning = await e2e.newContext();
    const again = await returning.newPage();
    await again.goto(link!);
    await again.getByRole('heading', { name: 'These emails are off' }).waitFor();
    expect(await again.getByRole('heading', { name: 'Stop these emails?' }).count()).toBe(0);
    expect(await again.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await again.getByRole('button', { name: 'Turn these emails back on' }).click();
    await again.getByRole('heading', { name: 'These emails are back on' }).waitFor();
    await returning.close();
    await partner.page.reload();
    await expect.poll(() => proposals.getAttribute('aria-checked')).toBe('true');

    // Push is off on this server: Settings and the notifications screen learn it from a null
    // public key, without a failed request in the console.
    expect(partner.errors).toEqual([]);
    expect(proposer.errors).toEqual([]);
    await partner.context.close();
    await proposer.context.close();
  });
});
