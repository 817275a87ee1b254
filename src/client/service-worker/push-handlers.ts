// The service worker's push and notification-click handling (decision 019), as plain functions
// so unit tests can run them; push-worker.ts wires them to the worker's events. No zod here: the
// worker stays a few kilobytes.

/** What the server's push message carries (domain/push/schemas.ts `pushMessageSchema`). */
export interface ShownNotification {
  title: string;
  options: {
    body: string;
    tag?: string;
    icon: string;
    badge: string;
    lang: string;
    data: { url: string };
  };
}

const FALLBACK = { title: 'Swapsies', body: 'Something new on Swapsies — tap to open it.' };

/** Only a path of this app is ever opened: `/matches?collection=12`, never another site. */
export function safeAppPath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return '/dashboard';
  if (url.includes('\\')) return '/dashboard';
  return url;
}

/**
 * The notification to show for a push message's text. A message that cannot be read still shows
 * something (a push must show a notification), pointing at the dashboard.
 */
export function notificationFromPush(text: string | null | undefined): ShownNotification {
  let message: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') message = parsed as Record<string, unknown>;
  } catch {
    // not JSON: the fallback below
  }
  const title = typeof message.title === 'string' && message.title ? message.title : undefined;
  const body = typeof message.body === 'string' ? message.body : '';
  return {
    title: title ?? FALLBACK.title,
    options: {
      body: title ? body : FALLBACK.body,
      ...(typeof message.tag === 'string' && message.tag ? { tag: message.tag } : {}),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'en-GB',
      data: { url: safeAppPath(title ? message.url : undefined) },
    },
  };
}

/** The parts of a window client (a tab of the app) the click handler uses. */
export interface AppWindow {
  url: string;
  focused?: boolean;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

export interface AppWindows {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * A tap on a notification: a tab of the app already on that page is focused; otherwise an open
 * tab of the app goes there and is focused; otherwise a new window opens on it.
 */
export async function openFromNotification(
  windows: AppWindows,
  origin: string,
  data: unknown,
): Promise<void> {
  const path = safeAppPath((data as { url?: unknown } | null)?.url);
  const target = new URL(path, origin).href;
  const tabs = (await windows.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (tab) => new URL(tab.url).origin === origin,
  );
  const same = tabs.find((tab) => tab.url === target);
  if (same) {
    await same.focus();
    return;
  }
  const tab = tabs.find((candidate) => candidate.focused) ?? tabs[0];
  if (tab?.navigate) {
    try {
      await tab.navigate(target);
      await tab.focus();
      return;
    } catch {
      // a tab the worker does not control cannot be navigated: open a new one instead
    }
  }
  await windows.openWindow(target);
}
