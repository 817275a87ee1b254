import { describe, expect, it } from 'vitest';
import {
  notificationFromPush,
  openFromNotification,
  safeAppPath,
  type AppWindow,
} from './push-handlers';

const ORIGIN = 'https://swapsies.example';

describe('notificationFromPush', () => {
  it('shows the message: title, body, tag, and the page to open', () => {
    const shown = notificationFromPush(
      JSON.stringify({
        title: 'New swap proposal',
        body: 'sam proposed a swap',
        url: '/matches?collection=12',
        tag: 'swap-7',
      }),
    );
    expect(shown).toEqual({
      title: 'New swap proposal',
      options: {
        body: 'sam proposed a swap',
        tag: 'swap-7',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        lang: 'en-GB',
        data: { url: '/matches?collection=12' },
      },
    });
  });

  it.each([null, '', 'not json', '[1]', '{"body":"no title"}'])(
    'still shows something for %j, opening the dashboard',
    (text) => {
      const shown = notificationFromPush(text);
      expect(shown.title).toBe('Swapsies');
      expect(shown.options.body).toBe('Something new on Swapsies — tap to open it.');
      expect(shown.options.data.url).toBe('/dashboard');
    },
  );
});

describe('safeAppPath', () => {
  it.each([
    ['/matches?collection=1', '/matches?collection=1'],
    ['https://evil.example/', '/dashboard'],
    ['//evil.example/x', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    [42, '/dashboard'],
  ])('%j → %s', (url, path) => {
    expect(safeAppPath(url)).toBe(path);
  });
});

function tab(url: string, focused = false) {
  const calls: string[] = [];
  const window: AppWindow & { calls: string[] } = {
    url,
    focused,
    calls,
    focus: async () => void calls.push('focus'),
    navigate: async (to: string) => {
      calls.push(`navigate ${to}`);
      window.url = to;
    },
  };
  return window;
}

function windowsOf(tabs: AppWindow[]) {
  const opened: string[] = [];
  return {
    opened,
    matchAll: async () => tabs,
    openWindow: async (url: string) => void opened.push(url),
  };
}

describe('openFromNotification', () => {
  const swapPage = `${ORIGIN}/matches?collection=12`;

  it('focuses a tab already on the page', async () => {
    const onIt = tab(swapPage);
    const other = tab(`${ORIGIN}/dashboard`, true);
    const windows = windowsOf([other, onIt]);
    await openFromNotification(windows, ORIGIN, { url: '/matches?collection=12' });
    expect(onIt.calls).toEqual(['focus']);
    expect(other.calls).toEqual([]);
    expect(windows.opened).toEqual([]);
  });

  it('takes the focused tab of the app to the page', async () => {
    const back = tab(`${ORIGIN}/settings`);
    const front = tab(`${ORIGIN}/dashboard`, true);
    const windows = windowsOf([back, front]);
    await openFromNotification(windows, ORIGIN, { url: '/matches?collection=12' });
    expect(front.calls).toEqual([`navigate ${swapPage}`, 'focus']);
    expect(back.calls).toEqual([]);
  });

  it('opens a window when no tab of the app is open (tabs of other sites do not count)', async () => {
    const elsewhere = tab('https://other.example/matches?collection=12', true);
    const windows = windowsOf([elsewhere]);
    await openFromNotification(windows, ORIGIN, { url: '/matches?collection=12' });
    expect(windows.opened).toEqual([swapPage]);
    expect(elsewhere.calls).toEqual([]);
  });

  it('opens a window when the tab cannot be navigated, and never leaves the app', async () => {
    const stuck = tab(`${ORIGIN}/settings`, true);
    stuck.navigate = async () => {
      throw new TypeError('not controlled');
    };
    const windows = windowsOf([stuck]);
    await openFromNotification(windows, ORIGIN, { url: 'https://evil.example/' });
    expect(windows.opened).toEqual([`${ORIGIN}/dashboard`]);
  });
});
