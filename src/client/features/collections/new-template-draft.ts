import {
  createTemplateSchema,
  DEFAULT_TOTAL_STICKERS,
  type CreateTemplate,
} from '../../../domain/collection/schemas';

/** What the New template fields hold: text as typed, so a half-typed number can be shown. */
export interface NewTemplateDraft {
  title: string;
  totalStickers: string;
}

export const emptyDraft: NewTemplateDraft = {
  title: '',
  totalStickers: String(DEFAULT_TOTAL_STICKERS),
};

export type DraftCheck =
  | { ok: true; value: CreateTemplate }
  | { ok: false; errors: Partial<Record<keyof NewTemplateDraft, string>> };

/**
 * Checks a draft with the same schema the server uses (spec §5), giving each field its first
 * message, e.g. `{ totalStickers: 'Total stickers cannot exceed 10,000' }`.
 */
export function checkDraft(draft: NewTemplateDraft): DraftCheck {
  const typed = draft.totalStickers.trim();
  const result = createTemplateSchema.safeParse({
    title: draft.title,
    // an empty box is not zero: it gets the schema's "must be a number" message
    totalStickers: typed === '' ? Number.NaN : Number(typed),
  });
  if (result.success) return { ok: true, value: result.data };
  const errors: Partial<Record<keyof NewTemplateDraft, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'title' || field === 'totalStickers') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}

/** Template titles are unique ignoring case and surrounding spaces (decisions.md). */
export function isSameTitle(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en-GB') === b.trim().toLocaleLowerCase('en-GB');
}
