import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStorableText, sayFieldRefusal, storableText } from './text';

const refusedOnOneLine = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ufffe',
  '\uffff',
  '\ufdd0',
  '\ud83f\udffe', // U+1FFFE, a noncharacter outside the first plane
  '\ud800', // a high surrogate with no low half
  '\udc00', // a low surrogate with no high half
];

describe('the stored-text rule', () => {
  it('refuses every control character, noncharacter and lone surrogate on one line', () => {
    for (const bad of refusedOnOneLine) {
      expect(isStorableText(`Album${bad}2026`), JSON.stringify(bad)).toBe(false);
    }
  });

  it('lets tab and line breaks through in multi-line text, and nothing else of the above', () => {
    for (const ok of ['\t', '\n', '\r\n']) {
      expect(isStorableText(`Need:${ok}1, 2`, { isMultiline: true })).toBe(true);
    }
    for (const bad of refusedOnOneLine.filter((c) => !['\t', '\n', '\r'].includes(c))) {
      expect(isStorableText(`Need:${bad}1`, { isMultiline: true }), JSON.stringify(bad)).toBe(
        false,
      );
    }
  });

  it('keeps any printable text, emoji and accents included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const printable = [...text].every((char) =>
          /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\p{M}]+$/u.test(char),
        );
        fc.pre(printable);
        expect(isStorableText(text)).toBe(true);
      }),
    );
    expect(isStorableText('Zoë’s Lionesses 🦁 — 2026')).toBe(true);
  });

  it('refuses any string holding a control character, whatever is around it', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 0x1f }),
        fc.string(),
        (before, code, after) => {
          expect(isStorableText(before + String.fromCharCode(code) + after)).toBe(false);
        },
      ),
    );
  });

  it('says why in the field’s own words', () => {
    const result = storableText({ max: 40, label: 'Trader name' }).safeParse('Sam\u0007');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Trader name contains a character that is not allowed (an invisible control character or a broken one)',
    );
  });
});

describe('sayFieldRefusal', () => {
  // A stand-in for a catalog: labels in capitals, sentences as their id and values.
  const say = ({ id, values }: { id: string; values?: Record<string, string | number> }) =>
    values ? `${id} ${JSON.stringify(values)}` : id.toUpperCase();

  it.each([
    ['Trader name must be text', '{label} must be text {"label":"TRADER NAME"}'],
    [
      'Template must be at most 2,000 characters',
      '{label} must be at most {max, number} characters {"label":"TEMPLATE","max":2000}',
    ],
    [
      'Note contains a character that is not allowed (an invisible control character or a broken one)',
      '{label} contains a character that is not allowed (an invisible control character or a broken one) {"label":"NOTE"}',
    ],
    ['owned must be true or false', '{label} must be true or false {"label":"OWNED"}'],
    ['Send at most 100 changes at once', 'Send at most {max} changes at once {"max":100}'],
  ])('says %j with its label and number as values', (message, said) => {
    expect(sayFieldRefusal(message, say)).toBe(said);
  });

  it('says the English of storableText’s refusals', () => {
    const schema = storableText({ max: 1000, label: 'Notes' });
    const message = schema.safeParse('x'.repeat(1001)).error?.issues[0]?.message ?? '';
    expect(message).toBe('Notes must be at most 1,000 characters');
    expect(sayFieldRefusal(message, say)).toContain('"max":1000');
  });

  it('knows no other message', () => {
    expect(sayFieldRefusal('Please enter a message template', say)).toBeUndefined();
  });
});
