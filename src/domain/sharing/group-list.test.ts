import { describe, expect, it } from 'vitest';
import { formatGroupList } from './group-list';

describe('formatGroupList', () => {
  it('writes a header, then each group with its link after a dash and its description', () => {
    const text = formatGroupList('World Cup 2026', [
      { name: 'Swap Club', description: 'Daily swaps', link: 'https://example.com/swap' },
      { name: 'Got Got Need', description: 'UK collectors', link: null },
    ]);
    expect(text).toBe(
      [
        'Facebook groups for World Cup 2026',
        '',
        'Swap Club - https://example.com/swap',
        'Daily swaps',
        '',
        'Got Got Need',
        'UK collectors',
      ].join('\n'),
    );
  });

  it('leaves out an empty description line', () => {
    expect(formatGroupList('WC', [{ name: 'Swap Club', description: '' }])).toBe(
      'Facebook groups for WC\n\nSwap Club',
    );
  });

  it('gives only the header when there are no groups', () => {
    expect(formatGroupList('WC', [])).toBe('Facebook groups for WC');
  });
});
