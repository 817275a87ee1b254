/**
 * Where to go after signing in, for a signed-in page opened while signed out whose link should
 * still work afterwards — a swap circle's invite (decision 020). Kept for this tab only
 * (sessionStorage), so switching between Sign in and Register keeps it, and only a path of our
 * own is ever followed.
 */
const KEY = 'swapsies.after-sign-in';

export function rememberReturnPath(path: string) {
  try {
    window.sessionStorage.setItem(KEY, path);
  } catch {
    // Storage off (private mode): the collector lands on the dashboard instead.
  }
}

/** The remembered path (once: it is forgotten as it is read), or undefined. */
export function takeReturnPath(): string | undefined {
  try {
    const path = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    // Our own paths only: one slash, never "//host" or a full URL.
    return path && /^\/(?!\/)[\w\-/.~%]*$/.test(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
