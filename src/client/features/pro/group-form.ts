import { groupInputSchema, type GroupInput } from '../../../domain/groups/schemas';

export type GroupField = keyof GroupInput;
/** The group form's fields as typed: plain strings, checked and trimmed by the domain schema. */
export type GroupFormValues = Record<GroupField, string>;
export type GroupFormErrors = Partial<Record<GroupField, string>>;

export const EMPTY_GROUP_FORM: GroupFormValues = {
  name: '',
  description: '',
  link: '',
  keywords: '',
};

/** The form's strings as the API takes them: an empty link means no link. */
export function toGroupInput(values: GroupFormValues): GroupInput {
  return { ...values, link: values.link.trim() || null };
}

/** The first message per field, checked with the schema the server uses; {} when all is well. */
export function checkGroupForm(values: GroupFormValues): GroupFormErrors {
  const result = groupInputSchema.safeParse(toGroupInput(values));
  const errors: GroupFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (typeof field === 'string' && field in values && !(field in errors)) {
      errors[field as GroupField] = issue.message;
    }
  }
  return errors;
}

// The server answers a 400 with the first failing field's message (docs/product.md "On the wire")
// and no field name; the domain schema starts each message with the field's label.
const fieldPatterns: [GroupField, RegExp][] = [
  ['link', /\blink\b/i],
  ['name', /^Group name\b/i],
  ['description', /^Description\b/i],
  ['keywords', /^Keywords\b/i],
];

/**
 * Which field of the group form a server validation message is about, so it can be shown on
 * that field; null for anything else (shown above the buttons instead).
 * Example: 'The link must be a https://www.facebook.com/… address' → 'link'.
 */
export function groupFieldOfError(message: string): GroupField | null {
  return fieldPatterns.find(([, pattern]) => pattern.test(message))?.[0] ?? null;
}
