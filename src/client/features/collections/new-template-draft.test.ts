import { describe, expect, it } from 'vitest';
import { checkDraft, emptyDraft, isSameTitle } from './new-template-draft';

describe('checkDraft', () => {
  it('starts at 397 stickers and asks only for a name', () => {
    expect(emptyDraft.totalStickers).toBe('397');
    expect(checkDraft(emptyDraft)).toEqual({
      ok: false,
      errors: { title: 'Template name is required' },
    });
  });

  it('accepts a trimmed name and a whole number from 1 to 10,000', () => {
    expect(checkDraft({ title: '  World Cup 2026 ', totalStickers: '10000' })).toEqual({
      ok: true,
      value: { title: 'World Cup 2026', totalStickers: 10000 },
    });
  });

  it.each([
    ['0', 'Total stickers must be at least 1'],
    ['-4', 'Total stickers must be at least 1'],
    ['10001', 'Total stickers cannot exceed 10,000'],
    ['', 'Total stickers must be a number'],
    ['12.5', 'Total stickers must be a whole number'],
  ])('gives %j the message %j', (totalStickers, message) => {
    expect(checkDraft({ title: 'Album', totalStickers })).toEqual({
      ok: false,
      errors: { totalStickers: message },
    });
  });
});

describe('isSameTitle', () => {
  it('ignores case and surrounding spaces, as the server does', () => {
    expect(isSameTitle(' barbie STICKER album', 'Barbie Sticker Album ')).toBe(true);
    expect(isSameTitle('Barbie Sticker Album', 'Barbie Sticker Album 2')).toBe(false);
  });
});
