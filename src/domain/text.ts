import { z } from 'zod';

/** PostgreSQL text cannot hold NUL, so every string we store is checked for it at the edge. */
const hasNoNul = (value: string) => !value.includes('\u0000');

/** A string that PostgreSQL can store, with a length cap in code points. */
export function storableText(options: { max: number; label: string }) {
  return z
    .string({ error: `${options.label} must be text` })
    .refine(hasNoNul, { message: `${options.label} contains a character that is not allowed` })
    .refine((value) => [...value].length <= options.max, {
      message: `${options.label} must be at most ${options.max.toLocaleString('en-GB')} characters`,
    });
}

/** The largest id an integer column holds; bigger ids would overflow in the database. */
export const MAX_DB_ID = 2_147_483_647;

/** A positive database id in a JSON body. */
export const idSchema = z
  .number({ error: 'Id must be a number' })
  .int({ error: 'Id must be a whole number' })
  .positive({ error: 'Id must be positive' })
  .max(MAX_DB_ID, { error: 'Id is too large' });

/** A positive database id in a URL path segment, e.g. `/api/collections/42`. */
export const idParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, { error: 'Id must be a positive whole number' })
  .transform(Number)
  .refine((id) => id <= MAX_DB_ID, { message: 'Id is too large' });
