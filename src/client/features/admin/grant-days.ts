import { z } from 'zod';
import { proGrantSchema } from '../../../domain/account/pro-grant';

/**
 * The grant-Pro dialog's days as typed, checked with the schema the server uses.
 * Example: `{ days: '365' }` → `{ days: 365 }`; `{ days: '1.5' }` → 'Days must be a whole number'.
 */
export const grantDaysFormSchema = z
  .object({ days: z.string() })
  .transform(({ days }) => ({ days: days.trim() === '' ? undefined : Number(days.trim()) }))
  .pipe(proGrantSchema);
