import * as z from 'zod/mini';
import { EMPTY_LIST_TEXT } from '../sticker/empty-list';
import { storableText } from '../text';
import { formatListedItem, formatRanges } from './ranges';
import type { TradeLists } from './trade-lists';

/** A Facebook template holds at most 2000 characters (docs/product.md "Limits and rules"). */
export const FACEBOOK_TEMPLATE_MAX = 2000;

/** The default message, also what "Reset to Default" restores (docs/product.md "Sharing"). */
export const DEFAULT_FACEBOOK_TEMPLATE = `Looking to swap stickers for {{collection}}!

Need ({{needed}}): {{needed_list}}

For trade ({{for_trade}}): {{for_trade_list}}

#stickerswap #gotgotneed
Message me if you need a swap!`;

/**
 * The default message as a marked ICU message (decision 038), so each language has its own: the
 * `{{tokens}}` are quoted with apostrophes, which ICU reads as literal text, so every
 * translation keeps them as they are. In English it reads exactly `DEFAULT_FACEBOOK_TEMPLATE`
 * (tested); the server answers it in the account's language, the client reads it with `_()`.
 */
export const DEFAULT_FACEBOOK_MESSAGE =
  /*i18n*/ "Looking to swap stickers for '{{collection}}'!\n\nNeed ('{{needed}}'): '{{needed_list}}'\n\nFor trade ('{{for_trade}}'): '{{for_trade_list}}'\n\n#stickerswap #gotgotneed\nMessage me if you need a swap!";

/**
 * Written for an empty list in a message in another language (decision 038): English writes
 * `EMPTY_LIST_TEXT`, which quick entry reads back as no stickers.
 */
export const EMPTY_LIST_MESSAGE = /*i18n*/ 'none';

/** The tokens a template may use (docs/product.md "Sharing"), for the editor's help text. */
export const TRADE_MESSAGE_TOKENS = [
  '{{collection}}',
  '{{needed}}',
  '{{for_trade}}',
  '{{needed_list}}',
  '{{for_trade_list}}',
  '{{needed_ranges}}',
  '{{for_trade_ranges}}',
] as const;

/** Characters as the editor's live counter and the 2000 limit count them: code points. */
export function countTemplateCharacters(template: string): number {
  return [...template].length;
}

/** Body of `PUT /api/user/facebook-template`, e.g. `{ "template": "Need: {{needed_list}}" }`. */
export const facebookTemplateSchema = z.object({
  template: storableText({
    max: FACEBOOK_TEMPLATE_MAX,
    label: /*i18n*/ 'Template',
    isMultiline: true,
  }).check(
    z.refine((template) => template.trim() !== '', {
      message: /*i18n*/ 'Please enter a message template',
    }),
  ),
});
export type FacebookTemplate = z.infer<typeof facebookTemplateSchema>;

function joinItems(items: readonly string[], empty: string): string {
  return items.length > 0 ? items.join(', ') : empty;
}

const TOKEN = /\{\{(\w+)\}\}/g;

/**
 * The message a template gives for a collection's lists (lists as from buildTradeLists).
 * One pass over `{{name}}` tokens: known ones are replaced, unknown ones are left as typed,
 * and inserted text is never read again, so a title containing `{{needed}}` stays literal.
 * Plain text throughout: nothing is escaped or interpreted.
 * Example: `'Need ({{needed}}): {{needed_list}}'` → `'Need (2): 4, 17'`; `{{needed_ranges}}`
 * (or `{{needed_list}}` with `useRanges`) writes runs as ranges, `'1-10, 12'`. A for-trade
 * sticker with copies on offer shows as `12 (x2)` — the number on offer (decisions 010); with
 * `lists.specials`, a special shows its kind, `FWC1 (foil)` / `FWC1 (foil, x2)`, and is never
 * inside a range (decision 021). An empty list reads `emptyText` ("none" in English).
 */
export function renderTradeMessage(
  template: string,
  { collection, lists }: { collection: string; lists: TradeLists },
  {
    useRanges = false,
    emptyText = EMPTY_LIST_TEXT,
  }: { useRanges?: boolean; emptyText?: string } = {},
): string {
  const { specials } = lists;
  const joinList = (items: readonly string[]) => joinItems(items, emptyText);
  const neededItems = lists.needed.map((number) => ({ number, quantity: 1 }));
  const neededRanges = joinList(formatRanges(neededItems, specials));
  const forTradeRanges = joinList(formatRanges(lists.forTrade, specials));
  const values: Record<string, string> = {
    collection,
    needed: String(lists.needed.length),
    for_trade: String(lists.forTrade.length),
    // `useRanges`: the collector chose short lists, so the plain list tokens use ranges too
    needed_list: useRanges
      ? neededRanges
      : joinList(neededItems.map((item) => formatListedItem(item, specials))),
    for_trade_list: useRanges
      ? forTradeRanges
      : joinList(lists.forTrade.map((item) => formatListedItem(item, specials))),
    needed_ranges: neededRanges,
    for_trade_ranges: forTradeRanges,
  };
  return template.replace(TOKEN, (token, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? token) : token,
  );
}

/** `GET` and `PUT /api/user/facebook-template`: the template in use (the default when none is saved). */
export const facebookTemplateAnswerSchema = z.object({ template: z.string() });
