import { z } from 'zod';
import { checklistImportSchema, templateVersionSchema } from '../../../domain/catalogue/schemas';

/** A typed optional text: blank (or only spaces) is none. */
const optionalText = (text: string) => text.trim() || undefined;

/**
 * The import dialog's fields as typed, checked with the schema the server uses.
 * Example: `{ year: '2026', source: ' ', … }` → `{ year: 2026, source: undefined, … }`.
 */
export const checklistImportFormSchema = z
  .object({
    title: z.string(),
    publisher: z.string(),
    year: z.string(),
    source: z.string(),
    notes: z.string(),
    codes: z.string(),
    specials: z.string(),
  })
  // Partial: a blank year is left out for the schema to name it.
  .transform((values): Partial<z.input<typeof checklistImportSchema>> => ({
    title: values.title,
    publisher: values.publisher,
    year: values.year.trim() === '' ? undefined : Number(values.year),
    source: optionalText(values.source),
    notes: optionalText(values.notes),
    codes: values.codes,
    specials: optionalText(values.specials),
  }))
  .pipe(checklistImportSchema);

/** The corrected-version dialog's fields as typed, checked with the schema the server uses. */
export const templateVersionFormSchema = z
  .object({ codes: z.string(), specials: z.string(), renames: z.string(), notes: z.string() })
  .transform((values): z.input<typeof templateVersionSchema> => ({
    codes: values.codes,
    specials: optionalText(values.specials),
    renames: optionalText(values.renames),
    notes: optionalText(values.notes),
  }))
  .pipe(templateVersionSchema);
