import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
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

const groupFields: readonly string[] = Object.keys(EMPTY_GROUP_FORM);

/**
 * useSchemaForm's `fieldOfError` for the group form: the field a 400 names (its `field`), so the
 * message shows on that input; undefined for anything else (shown above the buttons instead).
 */
export function groupFieldOfFailure(error: unknown): GroupField | undefined {
  const field = ApiError.from(error)?.field;
  return field && groupFields.includes(field) ? (field as GroupField) : undefined;
}
