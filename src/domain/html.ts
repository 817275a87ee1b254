/**
 * Text made safe to put in HTML, as an element's content or a quoted attribute's value: `&`, `<`,
 * `>`, `"` and `'` become character references. The one way every server-built page and email
 * escapes what it did not write itself (a username, a title, a link); e.g.
 * `escapeHtml('Tom & "Jo"')` is `'Tom &amp; &quot;Jo&quot;'`.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => REFERENCES[character as keyof typeof REFERENCES]);
}

const REFERENCES = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
} as const;
