import { describe, expect, it } from 'vitest';
import { SWAP_ENDED_BY_DELETION } from '../matches/lifecycle';
import {
  channelCarries,
  defaultPreference,
  emailTypes,
  notificationDetail,
  notificationInLanguage,
  notificationTitle,
  notificationTypes,
  preferenceChangeSchema,
  pushTypes,
  stickerList,
} from './notifications';

describe('notification words', () => {
  const base = { partnerUsername: 'ada', albumTitle: 'World Cup 2026', matchCount: null };

  it('says who did what to which album', () => {
    expect(notificationTitle({ ...base, type: 'swap-proposed' })).toBe(
      'ada proposed a swap for World Cup 2026',
    );
    expect(notificationTitle({ ...base, type: 'swap-accepted' })).toBe(
      'ada accepted your swap for World Cup 2026',
    );
    expect(notificationTitle({ ...base, type: 'swap-declined' })).toBe(
      'ada declined your swap for World Cup 2026',
    );
    expect(notificationTitle({ ...base, type: 'swap-cancelled' })).toBe(
      'Your swap with ada for World Cup 2026 was cancelled',
    );
    expect(notificationTitle({ ...base, type: 'swap-done' })).toBe(
      'Your swap with ada for World Cup 2026 is done',
    );
    expect(notificationTitle({ ...base, type: 'new-matches', matchCount: 1 })).toBe(
      '1 new match worth a look for World Cup 2026',
    );
    expect(notificationTitle({ ...base, type: 'new-matches', matchCount: 3 })).toBe(
      '3 new matches worth a look for World Cup 2026',
    );
    expect(notificationTitle({ ...base, partnerUsername: '', type: 'swap-proposed' })).toBe(
      'The other collector proposed a swap for World Cup 2026',
    );
  });

  it('lists the stickers each way, with the reason a swap ended first', () => {
    expect(stickerList([])).toBe('nothing');
    expect(stickerList(['MEX3'])).toBe('MEX3');
    expect(stickerList(['1', '2', '3'])).toBe('1, 2 and 3');
    expect(
      notificationDetail({ type: 'swap-proposed', gives: ['1', '2'], gets: ['9'], note: null }),
    ).toBe('You give 1 and 2; you get 9.');
    expect(
      notificationDetail({
        type: 'swap-cancelled',
        gives: [],
        gets: ['9'],
        note: 'The other collector deleted their account.',
      }),
    ).toBe('The other collector deleted their account. You give nothing; you get 9.');
  });
});

describe('email defaults', () => {
  it('emails swap answers by default, never a done swap, the digest only when asked', () => {
    const on = notificationTypes.filter((type) => defaultPreference(type, 'email'));
    expect(on).toEqual(['swap-proposed', 'swap-accepted', 'swap-declined', 'swap-cancelled']);
    expect(notificationTypes.filter((type) => channelCarries(type, 'email'))).toEqual([
      ...emailTypes,
    ]);
  });
});

describe('push defaults', () => {
  it('pushes swap events by default, a done swap only when chosen, never the digest', () => {
    const on = notificationTypes.filter((type) => defaultPreference(type, 'push'));
    expect(on).toEqual(['swap-proposed', 'swap-accepted', 'swap-declined', 'swap-cancelled']);
    expect(notificationTypes.filter((type) => channelCarries(type, 'push'))).toEqual([
      ...pushTypes,
    ]);
  });

  it('refuses a switch the channel does not have', () => {
    const digest = preferenceChangeSchema.safeParse({
      type: 'new-matches',
      channel: 'push',
      enabled: true,
    });
    expect(digest.error?.issues[0]?.message).toBe(
      'This kind of notification is not sent to phones',
    );
    const done = preferenceChangeSchema.safeParse({
      type: 'swap-done',
      channel: 'email',
      enabled: true,
    });
    expect(done.error?.issues[0]?.message).toBe('This kind of notification is not emailed');
    expect(
      preferenceChangeSchema.safeParse({ type: 'swap-done', channel: 'push', enabled: true })
        .success,
    ).toBe(true);
  });
});

describe('a notification in a language (decision 038)', () => {
  const cancelled = {
    type: 'swap-cancelled' as const,
    partnerUsername: 'ada',
    albumTitle: 'World Cup 2026',
    matchCount: null,
    gives: ['4', '7'],
    gets: ['12'],
    note: SWAP_ENDED_BY_DELETION.account,
  };
  // Marks each message it is given, so the test sees what went through the catalog.
  const say = ({ id, values }: { id: string; values?: Record<string, unknown> }) =>
    `«${id}${values ? ` ${JSON.stringify(values)}` : ''}»`;

  it('reads English as the screen always has', () => {
    expect(notificationInLanguage(cancelled, 'en', say)).toEqual({
      title: notificationTitle(cancelled),
      detail: notificationDetail(cancelled),
    });
  });

  it('says every sentence, the stored note too, through the catalog, lists joined the language’s way', () => {
    const { title, detail } = notificationInLanguage(cancelled, 'es', say);
    expect(title).toMatch(/^«Your swap with \{who\} for \{album\} was cancelled /);
    expect(detail.startsWith(`«${SWAP_ENDED_BY_DELETION.account}»`)).toBe(true);
    expect(detail).toContain('"gives":"4 y 7"');
  });
});
