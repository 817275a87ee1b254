import { describe, expect, it } from 'vitest';
import { addSwapMessage, parseSavedSwapMessages } from './swap-messages';

describe('saved swap messages', () => {
  it('keeps the newest first and one copy per swap', () => {
    let saved = addSwapMessage([], 1, 'first');
    saved = addSwapMessage(saved, 2, 'second');
    saved = addSwapMessage(saved, 1, 'first again');
    expect(saved).toEqual([
      { swapId: 1, message: 'first again' },
      { swapId: 2, message: 'second' },
    ]);
  });

  it('drops the oldest beyond the limit', () => {
    let saved = addSwapMessage([], 1, 'a', 2);
    saved = addSwapMessage(saved, 2, 'b', 2);
    saved = addSwapMessage(saved, 3, 'c', 2);
    expect(saved.map((entry) => entry.swapId)).toEqual([3, 2]);
  });

  it('reads back what it stored and treats anything else as nothing saved', () => {
    const saved = addSwapMessage([], 7, 'Hi bob');
    expect(parseSavedSwapMessages(JSON.stringify(saved))).toEqual(saved);
    expect(parseSavedSwapMessages(null)).toEqual([]);
    expect(parseSavedSwapMessages('{not json')).toEqual([]);
    expect(parseSavedSwapMessages('{"swapId":1}')).toEqual([]);
    expect(parseSavedSwapMessages('[{"swapId":"1","message":"x"},null]')).toEqual([]);
  });
});
