import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { z } from 'zod';
import { parseAlbumCodes, type AlbumSection } from '../../../domain/collection/album-codes';
import type { Words } from '../../../domain/words';
import {
  createTemplateSchema,
  DEFAULT_TOTAL_STICKERS,
  type CreateTemplate,
} from '../../../domain/collection/schemas';

/** How the new album's stickers are given: numbered 1 to N, or the codes printed in it. */
export type TemplateSizing = 'numbered' | 'codes';

/** What the New template fields hold: text as typed, so a half-typed number can be shown. */
export interface NewTemplateDraft {
  title: string;
  sizing: TemplateSizing;
  totalStickers: string;
  codes: string;
}

export const emptyDraft: NewTemplateDraft = {
  title: '',
  sizing: 'numbered',
  totalStickers: String(DEFAULT_TOTAL_STICKERS),
  codes: '',
};

type DraftField = 'title' | 'totalStickers' | 'codes';

type DraftCheck =
  | { ok: true; value: CreateTemplate }
  | {
      ok: false;
      errors: Partial<Record<DraftField, string>>;
      /** The words of a refusal with values (the pasted codes'), to say it in the app's language. */
      words?: Partial<Record<DraftField, Words>>;
    };

const isDraftField = (field: unknown): field is DraftField =>
  field === 'title' || field === 'totalStickers' || field === 'codes';

// Only the chosen way of sizing the album is sent, so the other box's leftovers never count.
function bodyOf(draft: NewTemplateDraft) {
  if (draft.sizing === 'codes') return { title: draft.title, codes: draft.codes };
  const typed = draft.totalStickers.trim();
  // an empty box is not zero: it gets the schema's "must be a number" message
  return { title: draft.title, totalStickers: typed === '' ? Number.NaN : Number(typed) };
}

/**
 * Checks a draft with the same schema the server uses, and pasted codes with the
 * domain's reader (decisions 010), giving each field its first message, e.g.
 * `{ totalStickers: 'Total stickers cannot exceed 10,000' }` or `{ codes: 'Sticker 7 is listed twice' }`.
 */
export function checkDraft(draft: NewTemplateDraft): DraftCheck {
  const result = createTemplateSchema.safeParse(bodyOf(draft));
  const errors: Partial<Record<DraftField, string>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (isDraftField(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  if (draft.sizing === 'codes' && !errors.codes) {
    const album = parseAlbumCodes(draft.codes);
    if (!album.ok)
      return {
        ok: false,
        errors: { ...errors, codes: album.message },
        words: { codes: album.words },
      };
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, value: result.data };
  return { ok: false, errors };
}

/**
 * The New template fields as a form schema (`useSchemaForm`): the draft as typed in, the server's
 * create-template body out, each field's first message from `checkDraft`.
 */
export const newTemplateDraftSchema = z
  .object({
    title: z.string(),
    sizing: z.enum(['numbered', 'codes']),
    totalStickers: z.string(),
    codes: z.string(),
  })
  .transform((draft, context) => {
    const check = checkDraft(draft);
    if (check.ok) return check.value;
    for (const [field, message] of Object.entries(check.errors)) {
      const words = check.words?.[field as DraftField];
      context.addIssue({
        code: 'custom',
        path: [field],
        message,
        ...(words ? { params: { words } } : {}),
      });
    }
    return z.NEVER;
  });

/** Sections named in the summary before it says "and N more". */
const SECTIONS_NAMED = 6;

const sectionName = (i18n: I18n, section: AlbumSection) => {
  const count = i18n.number(section.numbers.length);
  return section.title ? `${section.title} (${count})` : i18n._(msg`Untitled (${count})`);
};

/**
 * The live summary under the codes box, e.g. "40 stickers in 3 sections: Untitled (1), FWC (19),
 * Mexico (20)", or null while the codes cannot be read (the box shows why instead).
 */
export function describeAlbumCodes(codes: string, i18n: I18n): string | null {
  const album = parseAlbumCodes(codes);
  if (!album.ok) return null;
  const total = album.numbers.length;
  const stickers = i18n._(
    msg({ message: plural(total, { one: '# sticker', other: '# stickers' }) }),
  );
  const { sections } = album;
  if (sections.length <= 1) return stickers;
  const named = sections
    .slice(0, SECTIONS_NAMED)
    .map((section) => sectionName(i18n, section))
    .join(', ');
  const more = sections.length - SECTIONS_NAMED;
  const sectionCount = sections.length;
  return more > 0
    ? i18n._(msg`${stickers} in ${sectionCount} sections: ${named} and ${more} more`)
    : i18n._(msg`${stickers} in ${sectionCount} sections: ${named}`);
}

/** Template titles are unique ignoring case and surrounding spaces. */
export function isSameTitle(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en-GB') === b.trim().toLocaleLowerCase('en-GB');
}
