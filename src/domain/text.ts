import type { Words } from './words';
import * as z from 'zod/mini';

/*
 * The one rule for every piece of free text a person types and we keep (docs/decisions/013):
 * no control characters (C0, DEL, C1), no Unicode noncharacters (U+FDD0–U+FDEF and U+xFFFE/
 * U+xFFFF), no lone surrogate halves. Multi-line text (a message template, pasted album codes)
 * may also hold tab and line breaks. Such characters are invisible or meaningless to a reader,
 * some cannot be stored (NUL) or drawn (XML forbids them in the share image), and a lone
 * surrogate would be silently replaced: so they are refused with a clear message, never
 * changed behind the collector's back.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, tab and line breaks let through
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const NONCHARACTER =
  /[\ufdd0-\ufdef\ufffe\uffff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f\udbbf\udbff][\udffe\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `text` follows the stored-text rule; `isMultiline` lets tab and line breaks through. */
export function isStorableText(text: string, { isMultiline = false } = {}): boolean {
  return (
    !(isMultiline ? CONTROL_BUT_LINES : CONTROL).test(text) &&
    !NONCHARACTER.test(text) &&
    !LONE_SURROGATE.test(text)
  );
}

/**
 * `notAllowedCharacterMessage` as words to translate (decision 038), for the server's refusal of
 * any field of a request (`label` is the field's name in the request).
 */
export const notAllowedCharacterWords = (label: string): Words => {
  return /*i18n*/ {
    id: '{label} contains a character that is not allowed (an invisible control character or a broken one)',
    values: { label },
  };
};

/** What a person reads when a field holds a character the stored-text rule refuses. */
export function notAllowedCharacterMessage(label: string) {
  return `${label} contains a character that is not allowed (an invisible control character or a broken one)`;
}

/** How `storableText` says "at most N characters" in English: `1,000`. */
const englishCount = (max: number) => max.toLocaleString('en-GB');

/**
 * A string we may store: the stored-text rule above and a length cap in code points.
 * Example: `storableText({ max: 40, label: 'Trader name' })` refuses `"Sam\u0007"` with
 * "Trader name contains a character that is not allowed (an invisible control character or a
 * broken one)". The label is a marked message (`label: /*i18n*\/ 'Trader name'`), so the side
 * that shows a refusal says it in the reader's language (`sayFieldRefusal`).
 */
export function storableText(options: { max: number; label: string; isMultiline?: boolean }) {
  const { label, max, isMultiline = false } = options;
  return z.string({ error: `${label} must be text` }).check(
    z.refine((value) => isStorableText(value, { isMultiline }), {
      message: notAllowedCharacterMessage(label),
    }),
    z.refine((value) => [...value].length <= max, {
      message: `${label} must be at most ${englishCount(max)} characters`,
    }),
  );
}

/**
 * The input refusals whose English carries a value, as zod gives them (a message is a plain
 * string there), and the words each is said with in another language (decision 038): `label`, a
 * field's name, is a message of its own (`label: /*i18n*\/ 'Trader name'`); `max` and `bytes`
 * are numbers. `storableText`'s three first, then the other schemas that name their field.
 */
const FIELD_REFUSALS: Array<{ english: RegExp; id: string }> = [
  { english: /^(?<label>.+) must be text$/s, id: /*i18n*/ '{label} must be text' },
  {
    english:
      /^(?<label>.+) contains a character that is not allowed \(an invisible control character or a broken one\)$/s,
    id: notAllowedCharacterWords('{label}').id,
  },
  {
    english: /^(?<label>.+) must be at most (?<max>[\d,]+) characters$/s,
    id: /*i18n*/ '{label} must be at most {max, number} characters',
  },
  // sticker flags (`sticker/sticker.ts`), by their names in the request
  {
    english: /^(?<label>\w+) must be true or false$/,
    id: /*i18n*/ '{label} must be true or false',
  },
  // an in-person swap's lists (`trade/in-person-swap.ts`), whose labels are plural
  {
    english: /^(?<label>.+) must be sticker numbers$/s,
    id: /*i18n*/ '{label} must be sticker numbers',
  },
  {
    english: /^(?<label>.+) must be a list of sticker numbers$/s,
    id: /*i18n*/ '{label} must be a list of sticker numbers',
  },
  {
    english: /^(?<label>.+) can hold at most 10,000 stickers$/s,
    id: /*i18n*/ '{label} can hold at most 10,000 stickers',
  },
  {
    english: /^(?<label>.+) lists a sticker twice$/s,
    id: /*i18n*/ '{label} lists a sticker twice',
  },
  // a push subscription's keys (`push/schemas.ts`)
  {
    english: /^(?<label>\w+) must be URL-safe base64$/,
    id: /*i18n*/ '{label} must be URL-safe base64',
  },
  {
    english: /^(?<label>\w+) must be (?<bytes>\d+) bytes$/,
    id: /*i18n*/ '{label} must be {bytes} bytes',
  },
  // limits by number (`account/pro-grant.ts`, `sticker/changes.ts`)
  { english: /^Days must be 1 to (?<max>\d+)$/, id: /*i18n*/ 'Days must be 1 to {max}' },
  {
    english: /^Send at most (?<max>\d+) changes at once$/,
    id: /*i18n*/ 'Send at most {max} changes at once',
  },
];

/**
 * A refusal of `FIELD_REFUSALS` said with `say` — the server's `sayIn(locale)` or the client's
 * `i18n._` — its field's label and the sentence both; undefined for any other message.
 * Example: in German, "Trader name must be at most 60 characters" reads "Name der Person darf
 * höchstens 60 Zeichen haben".
 */
export function sayFieldRefusal(
  message: string,
  say: (words: Words) => string,
): string | undefined {
  for (const { english, id } of FIELD_REFUSALS) {
    const groups = english.exec(message)?.groups;
    if (!groups) continue;
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(groups)) {
      if (value === undefined) continue;
      values[name] = name === 'label' ? say({ id: value }) : Number(value.replaceAll(',', ''));
    }
    return say({ id, values });
  }
  return undefined;
}

/** The largest id an integer column holds; bigger ids would overflow in the database. */
export const MAX_DB_ID = 2_147_483_647;

/** A positive database id in a JSON body. */
export const idSchema = z
  .number({ error: /*i18n*/ 'Id must be a number' })
  .check(
    z.int({ error: /*i18n*/ 'Id must be a whole number' }),
    z.positive({ error: /*i18n*/ 'Id must be positive' }),
    z.lte(MAX_DB_ID, { error: /*i18n*/ 'Id is too large' }),
  );

/** A positive database id in a URL path segment, e.g. `/api/collections/42`. */
export const idParamSchema = z
  .pipe(
    z
      .string()
      .check(
        z.regex(/^[1-9][0-9]{0,9}$/, { error: /*i18n*/ 'Id must be a positive whole number' }),
      ),
    z.transform(Number),
  )
  .check(z.refine((id) => id <= MAX_DB_ID, { message: /*i18n*/ 'Id is too large' }));

/** The `:id` of a route's address: one schema for every route that takes one. */
export const idParamsSchema = z.object({ id: idParamSchema });
