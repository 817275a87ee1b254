/**
 * Puts text on the clipboard; false when the browser refuses (no permission, no secure context,
 * no user gesture left) so the caller can offer another way.
 */
export async function writeToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The old way, for the manual-copy overlay: copies whatever is selected on the page. Some mobile
 * browsers still allow it when the Clipboard API does not.
 */
export function copySelection(): boolean {
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
