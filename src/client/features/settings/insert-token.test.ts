import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertAtSelection } from './insert-token';

describe('insertAtSelection', () => {
  it('inserts a token at the cursor and puts the cursor after it', () => {
    expect(insertAtSelection('Need: ', '{{needed}}', { start: 6, end: 6 })).toEqual({
      text: 'Need: {{needed}}',
      cursor: 16,
    });
  });

  it('inserts in the middle of the text', () => {
    expect(insertAtSelection('Need () now', '{{needed}}', { start: 6, end: 6 })).toEqual({
      text: 'Need ({{needed}}) now',
      cursor: 16,
    });
  });

  it('replaces the selected text', () => {
    expect(insertAtSelection('Album: NAME!', '{{collection}}', { start: 7, end: 11 })).toEqual({
      text: 'Album: {{collection}}!',
      cursor: 21,
    });
  });

  it('accepts a selection made backwards', () => {
    expect(insertAtSelection('abcdef', 'X', { start: 4, end: 2 }).text).toBe('abXef');
  });

  it('clamps a cursor beyond the end to the end', () => {
    expect(insertAtSelection('abc', 'X', { start: 10, end: 12 })).toEqual({
      text: 'abcX',
      cursor: 4,
    });
  });

  it('keeps the text on both sides of the selection and the cursor right after the insertion', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(), fc.nat(), (text, insertion, a, b) => {
        const start = Math.min(a, b, text.length);
        const end = Math.min(Math.max(a, b), text.length);
        const result = insertAtSelection(text, insertion, { start: a, end: b });
        expect(result.text).toBe(text.slice(0, start) + insertion + text.slice(end));
        expect(result.text.slice(start, result.cursor)).toBe(insertion);
      }),
    );
  });
});
