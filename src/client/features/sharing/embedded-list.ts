/**
 * The public trade list the server puts in a server-rendered /share document (decision 026), so
 * the page hydrates with the data it was rendered from and fetches nothing. A
 * `<script type="application/json">` element is data, never run, so the Content-Security-Policy
 * (`script-src 'self'`) has nothing to allow.
 */
const ELEMENT_ID = 'public-trade-list';

/** The element holding the JSON body of the list at `publicId`, as the server writes it. */
export function embeddedListHtml(publicId: string, body: string): string {
  // `<` escaped, so nothing in the data can close the element; JSON.parse reads it back as `<`.
  const json = body.replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}" data-collection="${publicId}">${json}</script>`;
}

/** The embedded JSON of the list at `publicId`, or undefined when the page has none for it. */
export function readEmbeddedList(publicId: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(ELEMENT_ID);
  if (element?.dataset.collection !== publicId) return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
