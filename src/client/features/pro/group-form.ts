import { z } from 'zod';
import { errorMessage } from '../../lib/api-client';
import { groupInputSchema, type GroupInput } from '../../../domain/groups/schemas';

export type GroupField = keyof GroupInput;
/** The group form's fields as typed: plain strings, checked and trimmed by the domain schema. */
export type GroupFormValues = Record<GroupField, string>;

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

/**
 * The group form as useSchemaForm checks it: the typed strings read as the API takes them, then the
 * domain schema the server uses.
 */
export const groupFormSchema = z
  .object({ name: z.string(), description: z.string(), link: z.string(), keywords: z.string() })
  .transform(toGroupInput)
  .pipe(groupInputSchema);

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

/** useSchemaForm's `fieldOfError` for the group form: the field the server's message names. */
export function groupFieldOfFailure(error: unknown): GroupField | undefined {
  return groupFieldOfError(errorMessage(error)) ?? undefined;
}
