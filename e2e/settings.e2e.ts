import { readFile } from 'node:fs/promises';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FACEBOOK_TEMPLATE } from '../src/domain/sharing/message';
import { viewports } from './support/browser';
import { unique } from './support/api';
import { PASSWORD, skipE2E, useE2E, type Viewport } from './support/harness';

interface Account {
  id: number;
  username: string;
  context: BrowserContext;
}

describe.skipIf(skipE2E)('settings, Pro and admin', () => {
  const e2e = useE2E({ env: { TRUST_PROXY: 'true' } });
  let admin: Account;

  const jsonHeaders = () => e2e.api.headers();

  async function send(
    request: APIRequestContext,
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    data: unknown = {},
  ) {
    return request.fetch(url, { method, data, headers: jsonHeaders() });
  }

  /**
   * A fresh collector signed in through the API. Each registration comes from its own address
   * (the server trusts X-Forwarded-For here), so the per-IP registration limit is not what is
   * under test.
   */
  const register = (viewport: Viewport = viewports.phone): Promise<Account> =>
    e2e.signedIn('collector', { viewport, network: '10.1.0' });

  const makePro = (account: Account) => e2e.makePro(admin.context, account);

  /**
   * A collection of 10 stickers: 1–4 owned, 4 also for trade, so the trade lists are
   * needed 5–10 and for trade 4.
   */
  async function collectionWithStickers(account: Account, title: string) {
    const { request } = account.context;
    const template = await send(request, 'POST', '/api/collection-templates', {
      title,
      totalStickers: 10,
    });
    const { id: templateId } = (await template.json()) as { id: number };
    const collection = await send(request, 'POST', '/api/collections', { templateId });
    const { id } = (await collection.json()) as { id: number };
    const stickers = (await (await request.get(`/api/collections/${id}/stickers`)).json()) as {
      id: number;
      number: string;
    }[];
    for (const sticker of stickers) {
      const number = Number(sticker.number);
      if (number > 4) continue;
      const patch = number === 4 ? { forTrade: true } : { owned: true };
      expect((await send(request, 'PATCH', `/api/stickers/${sticker.id}`, patch)).ok()).toBe(true);
    }
    return id;
  }

  async function openPage(account: Account, path: string): Promise<Page> {
    const page = await e2e.newPage(account.context);
    await page.goto(path);
    return page;
  }

  const editor = (page: Page) => page.getByLabel('Your message');
  const toastTitled = (page: Page, title: string) => page.getByText(title, { exact: true });

  beforeAll(async () => {
    // The first account registered is the admin.
    admin = await register(viewports.desktop);
  });
  it('shows a free collector the template editor locked, and the upgrade dialog says when payments fail', async () => {
    const free = await register();
    const page = await openPage(free, '/settings');

    await editor(page).waitFor();
    expect(await editor(page).isDisabled()).toBe(true);
    expect(await editor(page).inputValue()).toBe(DEFAULT_FACEBOOK_TEMPLATE);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('region', { name: 'Swapsies Pro' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlock Swapsies Pro' });
    await dialog.waitFor();
    for (const text of [
      'Track unlimited collections',
      'Customise the Facebook trade message',
      'Find the best Facebook groups for your album',
      'per year (one-time payment, no subscriptions)',
    ]) {
      expect(await dialog.getByText(text).isVisible()).toBe(true);
    }
    expect(await dialog.getByText('£9.99').isVisible()).toBe(true);

    // No browser alert, ever: failures are said inside the dialog.
    const alerts: string[] = [];
    page.on('dialog', (browserDialog) => {
      alerts.push(browserDialog.message());
      void browserDialog.dismiss();
    });

    // A passing failure (here a 500): the button resets and the dialog asks to try again.
    await page.route('**/api/stripe/create-checkout-session', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Internal server error","code":"INTERNAL_ERROR"}',
      }),
    );
    await dialog.getByRole('button', { name: 'Upgrade Now' }).click();
    await dialog
      .getByRole('alert')
      .getByText('Failed to start upgrade process. Please try again.')
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Upgrade Now' }).isEnabled()).toBe(true);
    await page.unroute('**/api/stripe/create-checkout-session');

    // Payments are not configured on this server (503): the dialog says so, and retrying is off.
    await dialog.getByRole('button', { name: 'Upgrade Now' }).click();
    await dialog
      .getByRole('alert')
      .getByText(/Payments aren’t set up on this Swapsies server/)
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Upgrade Now' }).isDisabled()).toBe(true);
    expect(alerts).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await free.context.close();
  });

  it('lets a Pro collector write, preview, save and reset the Facebook message', async () => {
    const pro = await register();
    await makePro(pro);
    const title = unique('Lionesses Euro', '-');
    await collectionWithStickers(pro, title);
    const page = await openPage(pro, '/settings');

    // The Pro banner congratulates until it is closed, and stays closed.
    const banner = page.getByRole('region', { name: 'Swapsies Pro' });
    await banner.getByText('Congratulations, you’re a Swapsies Pro member!').waitFor();

    await editor(page).waitFor();
    expect(await editor(page).isEnabled()).toBe(true);
    expect(await editor(page).inputValue()).toBe(DEFAULT_FACEBOOK_TEMPLATE);
    const preview = page.getByRole('region', { name: 'Message preview' });
    await preview.getByText(`Looking to swap stickers for ${title}!`).waitFor();
    expect(await preview.textContent()).toContain('Need (6): 5, 6, 7, 8, 9, 10');
    expect(await preview.textContent()).toContain('For trade (1): 4');

    // Type, then put a token where the cursor is; counter and preview follow.
    await editor(page).fill('Swaps for {{collection}}, need ');
    await page.getByText('31 / 2000').waitFor();
    await page.getByRole('button', { name: 'Insert {{needed_list}}:' }).click();
    const template = 'Swaps for {{collection}}, need {{needed_list}}';
    expect(await editor(page).inputValue()).toBe(template);
    await page.getByText(`${template.length} / 2000`).waitFor();
    await preview.getByText(`Swaps for ${title}, need 5, 6, 7, 8, 9, 10`).waitFor();

    // Over 2,000 characters cannot be saved, and says so.
    await editor(page).fill('x'.repeat(2001));
    await page.getByText('2001 / 2000').waitFor();
    await page.getByText(/Your message is 1 character too long/).waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

    await editor(page).fill(template);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastTitled(page, 'Template saved!').waitFor();

    await banner.getByRole('button', { name: 'Dismiss the Pro banner' }).click();
    await banner.waitFor({ state: 'detached' });

    await page.reload();
    await editor(page).waitFor();
    expect(await editor(page).inputValue()).toBe(template);
    await page.getByRole('heading', { name: 'Facebook message' }).waitFor();
    expect(await banner.count()).toBe(0);

    await page.getByRole('button', { name: 'Reset to Default' }).click();
    expect(await editor(page).inputValue()).toBe(DEFAULT_FACEBOOK_TEMPLATE);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastTitled(page, 'Template saved!').waitFor();
    const stored = await pro.context.request.get('/api/user/facebook-template');
    expect(await stored.json()).toEqual({ template: DEFAULT_FACEBOOK_TEMPLATE });
    await pro.context.close();
  });

  it('opens the upgrade dialog when saving is refused because Pro has ended', async () => {
    const pro = await register();
    await makePro(pro);
    const page = await openPage(pro, '/settings');
    await editor(page).waitFor();
    // Pro ends while the page is open.
    const revoke = await admin.context.request.delete(`/api/admin/users/${pro.id}/pro`, {
      headers: jsonHeaders(),
    });
    expect(revoke.status()).toBe(200);

    await editor(page).fill('Need: {{needed_list}}');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('dialog', { name: 'Unlock Swapsies Pro' }).waitFor();
    expect(await page.getByText('Failed to save template', { exact: true }).count()).toBe(0);
    await pro.context.close();
  });

  it('downloads my data with my stickers in it', async () => {
    const collector = await register();
    const title = unique('Premier League', '-');
    await collectionWithStickers(collector, title);
    const page = await openPage(collector, '/settings');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^swapsies-${collector.username}-.*\\.json$`),
    );
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      user: { username: string };
      collections: {
        title: string;
        stickers: { number: string; owned: boolean; forTrade: boolean }[];
      }[];
    };
    expect(data.user.username).toBe(collector.username);
    const [collection] = data.collections;
    expect(collection?.title).toBe(title);
    expect(collection?.stickers).toHaveLength(10);
    expect(collection?.stickers.find((sticker) => sticker.number === '4')).toMatchObject({
      owned: true,
      forTrade: true,
    });
    await collector.context.close();
  });

  it('changes the password, which then works for logging in', async () => {
    const collector = await register();
    const page = await openPage(collector, '/settings');
    const newPassword = 'Puffin-Shiny-4682';
    const form = page.locator('form', { has: page.getByLabel('Confirm new password') });

    expect(
      await form.getByRole('checkbox', { name: 'Sign out my other devices' }).isChecked(),
    ).toBe(true);
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Your current password is not right').waitFor();

    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await toastTitled(page, 'Password changed').waitFor();
    // This device stays signed in.
    expect((await collector.context.request.get('/api/user')).status()).toBe(200);

    const fresh = await e2e.newContext();
    const login = await fresh.newPage();
    await login.goto('/auth');
    await login.getByLabel('Username or email').fill(collector.username);
    await login.getByLabel('Password', { exact: true }).fill(newPassword);
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.waitForURL((url) => url.pathname === '/dashboard');
    await fresh.close();
    await collector.context.close();
  });

  it('changes the email, refusing one another account uses', async () => {
    const collector = await register();
    const other = await register();
    const page = await openPage(collector, '/settings');
    const form = page.locator('form', { has: page.getByLabel('New email') });

    await form.getByLabel('New email').fill(`${other.username}@example.com`);
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change email' }).click();
    await form.getByText('An account with that email already exists').waitFor();

    const email = `${collector.username}.new@example.com`;
    await form.getByLabel('New email').fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Change email' }).click();
    await toastTitled(page, 'Email updated').waitFor();
    // The account details follow at once, stored lower-cased.
    await page.getByRole('definition').getByText(email, { exact: true }).waitFor();
    expect((await (await collector.context.request.get('/api/user')).json()).email).toBe(email);
    await other.context.close();
    await collector.context.close();
  });

  it('deletes the account after the password, signs out, and the username no longer logs in', async () => {
    const collector = await register();
    const page = await openPage(collector, '/settings');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await toastTitled(page, 'Account deleted').waitFor();
    await page.getByRole('button', { name: /Account menu/ }).waitFor({ state: 'detached' });
    expect((await collector.context.request.get('/api/user')).status()).toBe(401);

    const login = await send(collector.context.request, 'POST', '/api/login', {
      username: collector.username,
      password: PASSWORD,
    });
    expect(login.status()).toBe(401);
    await collector.context.close();
  });

  it('lets a Pro member suggest a group and an admin grant Pro and approve the suggestion', async () => {
    const suggester = await register();
    await makePro(suggester);
    const groupName = unique('Panini Swappers', '-');
    const settings = await openPage(suggester, '/settings');
    await settings.getByRole('button', { name: 'Suggest a group' }).click();
    const suggest = settings.getByRole('dialog', { name: 'Suggest a group' });
    await suggest.getByLabel('Group name').fill(groupName);
    await suggest.getByLabel('Facebook link').fill('https://example.com/groups/swaps');
    await suggest.getByLabel('Album keywords').fill('panini world cup');
    await suggest.getByRole('button', { name: 'Suggest group' }).click();
    await suggest.getByText('The link must be a https://www.facebook.com/… address').waitFor();
    await suggest.getByLabel('Facebook link').fill('https://www.facebook.com/groups/panini-swaps');
    await suggest.getByRole('button', { name: 'Suggest group' }).click();
    await toastTitled(settings, 'Group suggested').waitFor();
    await settings
      .getByText('Thanks! An admin will check the group and add it to the directory.', {
        exact: true,
      })
      .waitFor();
    await suggest.waitFor({ state: 'detached' });

    const free = await register();
    const page = await openPage(admin, '/admin');
    const row = page.getByRole('row').filter({ hasText: free.username });
    await row.getByText('Free', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Grant Pro to ${free.username}` }).click();
    const grant = page.getByRole('dialog', { name: `Grant Pro to ${free.username}?` });
    expect(await grant.getByLabel('Days of Pro').inputValue()).toBe('365');
    await grant.getByRole('button', { name: 'Grant Pro' }).click();
    await grant.waitFor({ state: 'detached' });
    await row.getByText('Pro', { exact: true }).waitFor();
    expect((await (await free.context.request.get('/api/user')).json()).isPro).toBe(true);

    const entry = page.getByRole('listitem', { name: groupName });
    await entry.getByText(`Suggested by ${suggester.username}`).waitFor();
    await entry.getByRole('button', { name: `Approve ${groupName}` }).click();
    await entry.getByText('Approved', { exact: true }).waitFor();
    expect(await entry.getByRole('button', { name: `Approve ${groupName}` }).count()).toBe(0);

    await suggester.context.close();
    await free.context.close();
  });

  it('lets an admin add, edit and remove a directory entry, checking the link on its field', async () => {
    const page = await openPage(admin, '/admin');
    const name = unique('Got Got Need', '-');
    await page.getByRole('button', { name: 'Add group' }).click();
    const add = page.getByRole('dialog', { name: 'Add a group' });
    await add.getByLabel('Group name').fill(name);
    await add.getByLabel('Facebook link').fill('http://www.facebook.com/groups/got-got-need');
    await add.getByRole('button', { name: 'Add group' }).click();
    await add.getByText('The link must be a https://www.facebook.com/… address').waitFor();
    await add.getByLabel('Facebook link').fill('https://www.facebook.com/groups/got-got-need');
    await add.getByRole('button', { name: 'Add group' }).click();
    await add.waitFor({ state: 'detached' });

    const entry = page.getByRole('listitem', { name: name });
    await entry.getByText('Approved', { exact: true }).waitFor();
    await entry.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit group' });
    expect(await edit.getByLabel('Facebook link').inputValue()).toBe(
      'https://www.facebook.com/groups/got-got-need',
    );
    await edit.getByLabel('Album keywords').fill('panini topps');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await entry.getByText('panini topps').waitFor();

    await entry.getByRole('button', { name: `Remove ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Remove ${name}?` });
    await confirm.getByRole('button', { name: 'Remove group' }).click();
    await toastTitled(page, 'Group removed').waitFor();
    await entry.waitFor({ state: 'detached' });
    const directory = (await (await admin.context.request.get('/api/admin/groups')).json()) as {
      name: string;
    }[];
    expect(directory.map((group) => group.name)).not.toContain(name);
  });
});
