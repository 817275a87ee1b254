import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatGroupList } from '../src/domain/sharing/group-list';
import { viewports } from './support/browser';
import { afterLoadsSettle } from './support/waits';
import { unique } from './support/api';
import { skipE2E, useE2E, type SignedIn, type Viewport } from './support/harness';

type Account = SignedIn;

/** What every groups journey needs: a server, a browser, its admin, and a way to add collectors. */
function useGroupsServer() {
  const e2e = useE2E({ env: { TRUST_PROXY: 'true' } });
  let admin: Account;

  /** A fresh collector from its own address (the per-IP registration limit is not under test). */
  const register = (viewport: Viewport = viewports.phone) =>
    e2e.signedIn('grouper', { viewport, network: '10.3.0' });

  beforeAll(async () => {
    // The first account registered is the admin.
    admin = await register(viewports.desktop);
  });

  return {
    get server() {
      return e2e.server;
    },
    get admin() {
      return admin;
    },
    headers: () => e2e.api.headers(),
    register,
    makePro: (account: Account) => e2e.makePro(admin.context, account),
    /** A collection of a new 10-sticker template (one needed sticker at least), on the dashboard. */
    async openAlbum(account: Account, title: string) {
      const collectionId = await e2e.createAlbum(account.context, { title, totalStickers: 10 });
      const page = await e2e.newPage(account.context);
      await page.goto('/dashboard');
      await page.locator('[data-sticker-id]').first().waitFor();
      return { page, collectionId };
    },
  };
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe.skipIf(skipE2E)('Facebook group finder', () => {
  const env = useGroupsServer();
  const directory = [
    {
      name: 'Lionesses Sticker Swap UK',
      description: 'Swap your Lionesses album stickers with collectors across the UK.',
      link: 'https://www.facebook.com/groups/lionesses-sticker-swap',
      keywords: 'lionesses womens euros panini',
    },
    {
      name: 'Got Got Need Lionesses',
      description: 'Daily swap threads for the Lionesses album.',
      link: 'https://www.facebook.com/groups/got-got-need-lionesses',
      keywords: 'lionesses album swaps',
    },
  ];

  beforeAll(async () => {
    for (const group of directory) {
      const response = await env.admin.context.request.post('/api/admin/groups', {
        data: group,
        headers: env.headers(),
      });
      expect(response.status()).toBe(201);
    }
  });

  it('offers a free collector the upgrade instead of the finder', async () => {
    const free = await env.register();
    const { page } = await env.openAlbum(free, unique('Lionesses Album', '-'));

    await button(page, 'Find Groups (Pro)').click();
    await page.getByRole('dialog', { name: 'Unlock Swapsies Pro' }).waitFor();
    expect(await page.getByRole('dialog', { name: /Lionesses Album/ }).count()).toBe(0);
    await free.context.close();
  });

  it('finds groups for a Pro collector at once, with Open links and a copyable list', async () => {
    const pro = await env.register(viewports.desktop);
    await env.makePro(pro);
    await pro.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: env.server.url,
    });
    const title = unique('Lionesses Album', '-');
    const { page, collectionId } = await env.openAlbum(pro, title);

    await button(page, 'Find Groups').click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    // no click on Search Groups: the first open searches by itself
    const list = dialog.getByRole('list', { name: `Facebook groups for ${title}` });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    // the modal hides the page (toasts included) from the accessibility tree
    await page.getByText('Facebook groups found!', { exact: true }).waitFor();
    await page.getByText(`Found 2 active trading groups for ${title}`, { exact: true }).waitFor();

    for (const group of directory) {
      await dialog.getByRole('heading', { name: group.name }).waitFor();
      await dialog.getByText(group.description, { exact: true }).waitFor();
      const open = dialog.getByRole('link', { name: `Open ${group.name} on Facebook` });
      expect(await open.getAttribute('href')).toBe(group.link);
      expect(await open.getAttribute('target')).toBe('_blank');
      expect(await open.getAttribute('rel')).toBe('noopener noreferrer');
    }

    const answer = await pro.context.request.post(
      `/api/collections/${collectionId}/facebook-groups`,
      { headers: env.headers() },
    );
    const { groups } = (await answer.json()) as {
      groups: { name: string; description: string; link: string | null }[];
    };
    await button(page, 'Copy Group List').click();
    await button(page, 'Copied!').waitFor();
    await page.getByText('Facebook group list copied successfully', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      formatGroupList(title, groups),
    );
    // the indicator goes back after 2 seconds
    await button(page, 'Copy Group List').waitFor({ timeout: 4_000 });

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await pro.context.close();
  });
  it('waits for a signal instead of failing, then searches by itself', async () => {
    const pro = await env.register();
    await env.makePro(pro);
    const title = unique('Lionesses Album', '-');
    const { page } = await env.openAlbum(pro, title);

    // The finder's code loads on demand, fetched when the pointer reaches its button
    // (docs/decisions/024); in the app the service worker precaches it (decision 016). No service
    // worker in these contexts, so fetch it before the browser's offline switch cuts every request.
    await afterLoadsSettle(page, () => button(page, 'Find Groups').hover());
    await pro.context.setOffline(true);
    await button(page, 'Find Groups').click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByText('Needs a connection', { exact: true }).first().waitFor();
    expect(await button(page, 'Needs a connection').isDisabled()).toBe(true);
    expect(await dialog.getByRole('alert').count()).toBe(0);

    await pro.context.setOffline(false);
    const list = dialog.getByRole('list', { name: `Facebook groups for ${title}` });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    expect(await button(page, 'Search Groups').isEnabled()).toBe(true);
    await pro.context.close();
  });
});

describe.skipIf(skipE2E)('Facebook group finder with an empty directory', () => {
  const env = useGroupsServer();

  it('says no groups are listed yet and offers to suggest one', async () => {
    const pro = await env.register();
    await env.makePro(pro);
    const title = unique('Brand New Album', '-');
    const { page } = await env.openAlbum(pro, title);

    await button(page, 'Find Groups').click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByText('No groups in our directory yet', { exact: true }).waitFor();
    expect(await button(page, 'Copy Group List').count()).toBe(0);

    await button(page, 'Suggest a group').click();
    const suggest = page.getByRole('dialog', { name: 'Suggest a group' });
    await suggest.waitFor();
    await pro.context.close();
  });
});
