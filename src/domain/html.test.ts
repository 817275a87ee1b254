import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the five characters that end content or a quoted attribute, in either quote', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jo</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jo&lt;/a&gt;',
    );
  });

  it('leaves no markup character behind and reads back to the same text', () => {
    const unescape = (html: string) =>
      html
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&quot;', '"')
        .replaceAll('&#39;', "'")
        .replaceAll('&amp;', '&');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const html = escapeHtml(text);
        expect(html).not.toMatch(/[<>"']/);
        expect(unescape(html)).toBe(text);
      }),
    );
  });
});
