import * as z from 'zod/mini';
import type { Words } from '../words';

/**
 * What a collector is told about (docs/product.md "Notifications", decision 018): the swap
 * events that need them, and new matches worth a look (the daily digest).
 */
export const notificationTypes = [
  'swap-proposed',
  'swap-accepted',
  'swap-declined',
  'swap-cancelled',
  'swap-done',
  'new-matches',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/**
 * The channels a notification is delivered on besides the bell, each a delivery row of its own
 * (decision 018): email, and web push to the browsers the collector turned it on in (decision 019).
 */
export const deliveryChannels = ['email', 'push'] as const;
export const deliveryChannelSchema = z.enum(deliveryChannels);
export type DeliveryChannel = z.infer<typeof deliveryChannelSchema>;

/** The notification types that can be emailed, in the order Settings lists them. */
export const emailTypes = [
  'swap-proposed',
  'swap-accepted',
  'swap-declined',
  'swap-cancelled',
  'new-matches',
] as const satisfies readonly NotificationType[];

/**
 * The notification types sent to phones and computers by web push, in the order Settings lists
 * them: the swap events (a finished swap too, off unless chosen), not the daily digest.
 */
export const pushTypes = [
  'swap-proposed',
  'swap-accepted',
  'swap-declined',
  'swap-cancelled',
  'swap-done',
] as const satisfies readonly NotificationType[];
export type PushType = (typeof pushTypes)[number];

/** The email switches in Settings: the emailed types, then the newsletter. */
export const emailPreferenceTypes = [...emailTypes, 'newsletter'] as const;

/**
 * What a collector can switch on and off, per channel: the emailed notification types, the
 * pushed ones, and the newsletter (stored as the account's newsletter opt-in, chosen when
 * registering). Which channel carries which type is `channelCarries`.
 */
export const preferenceTypes = [...emailTypes, 'swap-done', 'newsletter'] as const;
export const preferenceTypeSchema = z.enum(preferenceTypes, {
  error: /*i18n*/ 'This is not a kind of notification you can choose',
});
export type PreferenceType = z.infer<typeof preferenceTypeSchema>;

/**
 * Whether a type is sent on a channel when the collector has not chosen: swap emails and pushes
 * on, the daily match digest off, a finished swap pushed only when chosen (docs/product.md
 * "Notifications"). `swap-done` is never emailed; the digest is never pushed.
 */
export function defaultPreference(type: NotificationType, channel: DeliveryChannel): boolean {
  if (channel === 'email') return type !== 'new-matches' && type !== 'swap-done';
  if (channel === 'push') return channelCarries(type, 'push') && type !== 'swap-done';
  return false;
}

/** Whether a channel can carry a type at all (a toggle exists for it). */
export function channelCarries(
  type: NotificationType | PreferenceType,
  channel: DeliveryChannel,
): boolean {
  if (channel === 'email') return (emailPreferenceTypes as readonly string[]).includes(type);
  if (channel === 'push') return (pushTypes as readonly string[]).includes(type);
  return false;
}

/** Labels in Settings → Notifications, and the names unsubscribe pages use. */
export const PREFERENCE_LABELS: Record<PreferenceType, string> = {
  'swap-proposed': /*i18n*/ 'Someone proposes a swap to me',
  'swap-accepted': /*i18n*/ 'My swap is accepted',
  'swap-declined': /*i18n*/ 'My swap is declined',
  'swap-cancelled': /*i18n*/ 'A swap is cancelled',
  'swap-done': /*i18n*/ 'My swap is done',
  'new-matches': /*i18n*/ 'Daily digest of new good matches',
  newsletter: /*i18n*/ 'Swapsies newsletter',
};

/** A match counts as "worth a look" in the digest when this many swaps are possible with it. */
export const DIGEST_MIN_SWAPS = 3;

/** The most notifications the screen lists, newest first. */
export const MAX_LISTED_NOTIFICATIONS = 50;

/**
 * How long notifications are kept (docs/product.md "Notifications"): a read one 90 days, any
 * one a year; one still waiting to be emailed or pushed is kept until that is over.
 */
export const READ_NOTIFICATION_KEPT_DAYS = 90;
export const NOTIFICATION_KEPT_DAYS = 365;

/** How often the signed-in header asks for the unread count while the page is visible. */
export const UNREAD_POLL_MS = 30_000;

/** One notification as its owner sees it. */
export const notificationSchema = z.object({
  id: z.int(),
  type: notificationTypeSchema,
  /** The swap it is about; null for the digest, or once the swap is gone. */
  swapId: z.nullable(z.int()),
  /** My collection the link opens (its matches screen); null once the collection is gone. */
  collectionId: z.nullable(z.int()),
  partnerUsername: z.string(),
  albumTitle: z.string(),
  /** Stickers I give and get in the swap, as stored when it happened. */
  gives: z.array(z.string()),
  gets: z.array(z.string()),
  /** New matches worth a look (digest only). */
  matchCount: z.nullable(z.int()),
  /** Why a swap ended when neither side chose to, e.g. the other collector deleted it. */
  note: z.nullable(z.string()),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `GET /api/notifications/unread-count`. */
export const unreadCountSchema = z.object({ unread: z.int() });

/** `POST /api/notifications/read`: some ids, or all of mine. */
export const markReadSchema = z.union(
  [
    z.strictObject({ all: z.literal(true) }),
    z.strictObject({
      ids: z.array(z.number().check(z.int(), z.positive())).check(
        z.minLength(1, { error: /*i18n*/ 'Choose at least one notification' }),
        z.maxLength(MAX_LISTED_NOTIFICATIONS, {
          error: /*i18n*/ 'Too many notifications at once',
        }),
      ),
    }),
  ],
  // Braces in a translation are quoted ('{"all": true}'), as ICU reads them as text.
  { error: /*i18n*/ 'Send either {"all": true} or {"ids": [...]}' },
);
export type MarkRead = z.infer<typeof markReadSchema>;

/** `GET /api/notifications/preferences` → per channel, each type on or off. */
export const preferencesSchema = z.object({
  email: z.record(z.enum(emailPreferenceTypes), z.boolean()),
  push: z.record(z.enum(pushTypes), z.boolean()),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** `PUT /api/notifications/preferences`: one switch. */
export const preferenceChangeSchema = z
  .object({
    type: preferenceTypeSchema,
    channel: deliveryChannelSchema,
    enabled: z.boolean({ error: /*i18n*/ 'enabled must be true or false' }),
  })
  .check(
    z.refine((change) => channelCarries(change.type, change.channel), {
      error: (issue) => {
        const change = issue.input as { channel?: string };
        return change.channel === 'push'
          ? /*i18n*/ 'This kind of notification is not sent to phones'
          : /*i18n*/ 'This kind of notification is not emailed';
      },
      path: ['type'],
    }),
  );
export type PreferenceChange = z.infer<typeof preferenceChangeSchema>;

/** The words of a sticker list: "4, 7 and 12"; "nothing" when empty. */
export function stickerList(numbers: readonly string[]): string {
  if (numbers.length === 0) return 'nothing';
  if (numbers.length === 1) return numbers[0]!;
  return `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)!}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The headline of a notification, as the screen and the email subject say it. */
export function notificationTitle(n: {
  type: NotificationType;
  partnerUsername: string;
  albumTitle: string;
  matchCount: number | null;
}): string {
  const who = n.partnerUsername || 'The other collector';
  switch (n.type) {
    case 'swap-proposed':
      return `${who} proposed a swap for ${n.albumTitle}`;
    case 'swap-accepted':
      return `${who} accepted your swap for ${n.albumTitle}`;
    case 'swap-declined':
      return `${who} declined your swap for ${n.albumTitle}`;
    case 'swap-cancelled':
      return `Your swap with ${who} for ${n.albumTitle} was cancelled`;
    case 'swap-done':
      return `Your swap with ${who} for ${n.albumTitle} is done`;
    case 'new-matches':
      return `${plural(n.matchCount ?? 0, 'new match', 'new matches')} worth a look for ${n.albumTitle}`;
  }
}

/** Translates words into one language (the server's `translate` for a locale, decision 038). */
export type Say = (words: Words) => string;

/**
 * A notification's headline and line in another language (decision 038): the same sentences as
 * `notificationTitle` and `notificationDetail`, as words `say` translates, a sticker list joined
 * by `list` (the language's "4, 7 and 12"). English reads those two functions, unchanged.
 */
export function sayNotification(
  n: Parameters<typeof notificationTitle>[0] & Parameters<typeof notificationDetail>[0],
  say: Say,
  list: (numbers: readonly string[]) => string,
): { title: string; detail: string } {
  const who = n.partnerUsername || say(/*i18n*/ { id: 'The other collector' });
  const album = n.albumTitle;
  const title = ((): Words => {
    switch (n.type) {
      case 'swap-proposed':
        return /*i18n*/ { id: '{who} proposed a swap for {album}', values: { who, album } };
      case 'swap-accepted':
        return /*i18n*/ { id: '{who} accepted your swap for {album}', values: { who, album } };
      case 'swap-declined':
        return /*i18n*/ { id: '{who} declined your swap for {album}', values: { who, album } };
      case 'swap-cancelled':
        return /*i18n*/ {
          id: 'Your swap with {who} for {album} was cancelled',
          values: { who, album },
        };
      case 'swap-done':
        return /*i18n*/ { id: 'Your swap with {who} for {album} is done', values: { who, album } };
      case 'new-matches':
        return /*i18n*/ {
          id: '{count, plural, one {# new match worth a look for {album}} other {# new matches worth a look for {album}}}',
          values: { count: n.matchCount ?? 0, album },
        };
    }
  })();
  if (n.type === 'new-matches') {
    const detail = /*i18n*/ {
      id: 'Collectors you could swap at least {min} stickers with.',
      values: { min: DIGEST_MIN_SWAPS },
    };
    return { title: say(title), detail: say(detail) };
  }
  const nothing = say(/*i18n*/ { id: 'nothing' });
  const listed = (numbers: readonly string[]) => (numbers.length === 0 ? nothing : list(numbers));
  const stickers = say(
    /*i18n*/ {
      id: 'You give {gives}; you get {gets}.',
      values: { gives: listed(n.gives), gets: listed(n.gets) },
    },
  );
  // A note is one of the domain's English sentences (SWAP_ENDED_BY_DELETION), a message id.
  return { title: say(title), detail: n.note ? `${say({ id: n.note })} ${stickers}` : stickers };
}

/**
 * A notification's headline and line in `locale` (decision 038), for the bell, the email and the
 * push: English as `notificationTitle` and `notificationDetail` say it, another language through
 * `say` (the server's catalogs, the client's `_()`), sticker lists joined the language's way
 * ("4, 7 y 12").
 */
export function notificationInLanguage(
  n: Parameters<typeof sayNotification>[0],
  locale: string,
  say: Say,
): { title: string; detail: string } {
  if (locale === 'en') return { title: notificationTitle(n), detail: notificationDetail(n) };
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return sayNotification(n, say, (numbers) => list.format(numbers));
}

/** The line under the headline: the stickers each way, or the digest's explanation. */
export function notificationDetail(n: {
  type: NotificationType;
  gives: readonly string[];
  gets: readonly string[];
  note: string | null;
}): string {
  if (n.type === 'new-matches') {
    return `Collectors you could swap at least ${DIGEST_MIN_SWAPS} stickers with.`;
  }
  const stickers = `You give ${stickerList(n.gives)}; you get ${stickerList(n.gets)}.`;
  return n.note ? `${n.note} ${stickers}` : stickers;
}
