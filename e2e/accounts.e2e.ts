import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { viewports } from './support/browser';
import { PASSWORD, poll, skipE2E, useE2E } from './support/harness';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Account {
  username: string;
  email: string;
  password: string;
}

let accountCount = 0;
/** A fresh, unique collector for one test. */
function newAccount(): Account {
  accountCount += 1;
  const username = `collector${accountCount}-${Date.now().toString(36)}`;
  return { username, email: `${username}@example.com`, password: PASSWORD };
}

describe.skipIf(skipE2E)('accounts', () => {
  const e2e = useE2E();
  // The first account registered is an admin (docs/product.md "Who it is for"), so this one is
  // registered before any test runs.
  const admin = newAccount();

  /** Registers through the API (not under test here), leaving the session in `context` if given. */
  async function registerByApi(account: Account, context?: BrowserContext) {
    const options = { data: account, headers: { Origin: e2e.server.url } };
    if (context) {
      const response = await context.request.post('/api/register', options);
      expect(response.status()).toBe(201);
      return;
    }
    const response = await fetch(`${e2e.server.url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: e2e.server.url },
      body: JSON.stringify(account),
    });
    expect(response.status).toBe(201);
  }

  async function signInByApi(context: BrowserContext, account: Account) {
    const response = await context.request.post('/api/login', {
      data: { username: account.username, password: account.password },
      headers: { Origin: e2e.server.url },
    });
    expect(response.status()).toBe(200);
  }

  async function fillLoginForm(page: Page, login: string, password: string) {
    await page.getByLabel('Username or email').fill(login);
    await page.getByLabel('Password', { exact: true }).fill(password);
  }

  /** The browser really loaded a new document (docs/product.md "Screens"). */
  async function markDocument(page: Page) {
    await page.evaluate(() => Reflect.set(window, 'swapsiesSameDocument', true));
  }
  async function isSameDocument(page: Page) {
    return page.evaluate(() => Reflect.has(window, 'swapsiesSameDocument'));
  }

  async function sessionCookie(context: BrowserContext) {
    const cookies = await context.cookies();
    return cookies.find((cookie) => cookie.name.endsWith('swapsies_session'));
  }

  /** The reset link in the newest outbox email to `email` (the server writes .eml files). */
  async function latestResetPath(email: string): Promise<string> {
    const outbox = path.join(e2e.server.dataDir, 'outbox');
    const find = async () => {
      const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml'));
      for (const file of files.sort().reverse()) {
        // Quoted-printable: drop soft line breaks and decode escapes before reading the link.
        const text = (await readFile(path.join(outbox, file), 'utf8'))
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        if (!text.includes(`To: ${email}`)) continue;
        const match = /\/reset-password\/[A-Za-z0-9_-]+/.exec(text);
        if (match) return match[0];
      }
      return undefined;
    };
    return vi
      .waitUntil(find, { timeout: 10_000, interval: 100 })
      .catch(() => Promise.reject(new Error(`no reset email to ${email} in ${outbox}`)));
  }

  beforeAll(async () => {
    await registerByApi(admin);
  });

  it('registering through the form signs in and lands on /dashboard with a full page load', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    const account = newAccount();
    await page.goto('/auth?tab=register');
    await page.getByLabel('Username', { exact: true }).fill(account.username);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('First name (optional)').fill('Robin');
    await page.getByRole('checkbox', { name: /Email me swap tips/ }).click();
    await markDocument(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('button', { name: `Account menu for ${account.username}` }).waitFor();
    expect(await isSameDocument(page)).toBe(false);
    expect(await sessionCookie(context)).toBeDefined();
    await context.close();
  });

  it('logging out through the user menu goes home signed out', async () => {
    const context = await e2e.newContext();
    const account = newAccount();
    await registerByApi(account, context);
    const page = await context.newPage();
    await page.goto('/settings');

    await page.getByRole('button', { name: `Account menu for ${account.username}` }).click();
    const menu = page.getByRole('menu');
    await menu.getByText(account.email).waitFor();
    for (const item of ['Sticker Tips & Stories', 'How It Works', 'Settings', 'Logout']) {
      expect(await menu.getByRole('menuitem', { name: item }).isVisible()).toBe(true);
    }
    await menu.getByRole('menuitem', { name: 'Logout' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /Account menu/ }).waitFor({ state: 'detached' });
    expect((await context.request.get('/api/user')).status()).toBe(401);
    await context.close();
  });

  it('"Keep me logged in for 30 days" gives a session cookie that lasts 30 days', async () => {
    const account = newAccount();
    await registerByApi(account);

    const remembered = await e2e.newContext();
    const page = await remembered.newPage();
    await page.goto('/auth');
    await fillLoginForm(page, account.username, account.password);
    await page.getByRole('checkbox', { name: 'Keep me logged in for 30 days' }).click();
    await markDocument(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await isSameDocument(page)).toBe(false);

    const cookie = await sessionCookie(remembered);
    expect(cookie?.httpOnly).toBe(true);
    const expiresInMs = (cookie?.expires ?? 0) * 1000 - Date.now();
    expect(Math.abs(expiresInMs - 30 * DAY_MS)).toBeLessThan(DAY_MS);
    await remembered.close();

    // Unticked, the cookie ends with the browser session.
    const forgetful = await e2e.newContext();
    const other = await forgetful.newPage();
    await other.goto('/auth');
    await fillLoginForm(other, account.email, account.password);
    await other.getByRole('button', { name: 'Log in' }).click();
    await other.waitForURL((url) => url.pathname === '/dashboard');
    expect((await sessionCookie(forgetful))?.expires).toBe(-1);
    await forgetful.close();
  });

  it('a wrong password shows the "Login failed" toast and stays on /auth', async () => {
    const account = newAccount();
    await registerByApi(account);
    const context = await e2e.newContext();
    const page = await context.newPage();
    await page.goto('/auth');
    await fillLoginForm(page, account.username, 'not-my-password');
    await page.getByRole('button', { name: 'Log in' }).click();

    await page.getByText('Login failed', { exact: true }).waitFor();
    expect(await page.getByText('Invalid username or password', { exact: true }).isVisible()).toBe(
      true,
    );
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(await sessionCookie(context)).toBeUndefined();
    await context.close();
  });

  it('a forgotten password is reset through the emailed link, then works for login', async () => {
    const account = newAccount();
    await registerByApi(account);
    const newPassword = 'Puffin-Shiny-4682';
    const context = await e2e.newContext();
    const page = await context.newPage();

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Reset email sent', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Check your email' }).isVisible()).toBe(true);
    expect(
      await page
        .getByText(/Junk or Spam folder/)
        .first()
        .isVisible(),
    ).toBe(true);

    // The page's clock is Playwright's and stands still: the 3 seconds are checked by moving it,
    // not by waiting. It is moved 20 ms at a time until the success shows (the app's queries
    // need their timers run); the hand-over's timer started then, at most 20 ms before.
    await page.clock.install();
    await page.goto(await latestResetPath(account.email));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    // The toast may come and go while the clock is moved: the page notes that it came.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (!document.body.textContent?.includes('Password reset successful')) return;
        Reflect.set(window, 'swapsiesToastSeen', true);
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const done = page.getByText(/login page in 3 seconds/);
    for (let step = 0; step < 1_000 && !(await done.isVisible()); step += 1) {
      await page.clock.runFor(20);
    }
    await done.waitFor();
    await page.clock.runFor(2_880);
    expect(new URL(page.url()).pathname).toMatch(/^\/reset-password\//);
    await page.clock.runFor(200);
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.clock.resume();
    await poll(() => page.evaluate(() => Reflect.has(window, 'swapsiesToastSeen'))).toBe(true);

    await fillLoginForm(page, account.username, newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it('a used reset link says so as the page opens, with the way to a new one', async () => {
    const account = newAccount();
    await registerByApi(account);
    const post = (url: string, body: unknown) =>
      fetch(`${e2e.server.url}${url}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: e2e.server.url },
        body: JSON.stringify(body),
      });
    expect((await post('/api/forgot-password', { email: account.email })).status).toBe(200);
    const resetPath = await latestResetPath(account.email);
    const token = resetPath.split('/').at(-1);
    const used = await post('/api/reset-password', { token, password: 'Puffin-Shiny-4682' });
    expect(used.status).toBe(200);

    // docs/product.md "Screens": no form to fill in first, then a refusal.
    const context = await e2e.newContext();
    const page = await context.newPage();
    await page.goto(resetPath);
    await page.getByRole('heading', { name: 'This reset link was used or has expired' }).waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await context.close();
  });

  it('every account form shows its validation messages under the fields, sending nothing', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    const accountCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') accountCalls.push(new URL(request.url()).pathname);
    });

    /** The message is shown, and the field says it is invalid and points to it. */
    async function expectFieldError(label: string, message: string) {
      await page.getByText(message, { exact: true }).waitFor();
      const field = page.getByLabel(label, { exact: true });
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      const errorId = await page.getByText(message, { exact: true }).getAttribute('id');
      expect(describedBy.split(' ')).toContain(errorId);
    }

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectFieldError('Username or email', 'Please enter your username or email');
    await expectFieldError('Password', 'Please enter your password');

    await page.getByRole('tab', { name: 'Register' }).click();
    await page.waitForURL((url) => url.search === '?tab=register');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectFieldError('Username', 'Username must be at least 3 characters');
    await expectFieldError('Email', 'Please enter a valid email address');
    await expectFieldError('Password', 'Password must be at least 6 characters');
    // Fixing a field clears its message straight away.
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByText('Password must be at least 6 characters').waitFor({ state: 'detached' });

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('someone@');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectFieldError('Email', 'Please enter a valid email address');

    // A live link, so the page shows its form (one that cannot work says so as it opens).
    const resetter = newAccount();
    await registerByApi(resetter);
    const forgot = await fetch(`${e2e.server.url}/api/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: e2e.server.url },
      body: JSON.stringify({ email: resetter.email }),
    });
    expect(forgot.status).toBe(200);
    await page.goto(await latestResetPath(resetter.email));
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password', { exact: true }).fill('abcd');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectFieldError('New password', 'Password must be at least 6 characters');
    await expectFieldError('Confirm password', 'Passwords do not match');

    await page.goto('/reset-password/not%20a%20token');
    await page.getByRole('heading', { name: 'Invalid reset link' }).waitFor();
    expect(await page.getByText('Please request a new password reset link').isVisible()).toBe(true);
    expect(accountCalls).toEqual([]);
    await context.close();
  });

  it('the first registered user is an admin and sees the user table at /admin', async () => {
    const collector = newAccount();
    await registerByApi(collector);
    const context = await e2e.newContext(viewports.desktop);
    await signInByApi(context, admin);
    const page = await context.newPage();
    await page.goto('/settings');
    await page.getByRole('button', { name: `Account menu for ${admin.username}` }).click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');

    const table = page.getByRole('table');
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers.slice(0, 3)).toEqual(['ID', 'Username', 'Admin Status']);
    const adminRow = table.getByRole('row').filter({ hasText: admin.username });
    expect(await adminRow.getByText('Admin', { exact: true }).isVisible()).toBe(true);
    const collectorRow = table.getByRole('row').filter({ hasText: collector.username });
    expect(await collectorRow.getByText('User', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('someone who is not an admin is sent from /admin (and from /auth) to /', async () => {
    const context = await e2e.newContext();
    const account = newAccount();
    await registerByApi(account, context);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: `Account menu for ${account.username}` }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin' }).count()).toBe(0);
    expect(await page.getByRole('table').count()).toBe(0);

    // Signed in already, /auth has nothing to offer either.
    await page.keyboard.press('Escape');
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
