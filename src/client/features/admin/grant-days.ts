import { proGrantSchema } from '../../../domain/account/pro-grant';

export type GrantDaysResult = { ok: true; days: number } | { ok: false; message: string };

/**
 * The days typed in the grant-Pro dialog, checked with the schema the server uses.
 * Example: `'365'` → `{ok: true, days: 365}`; `'1.5'` → 'Days must be a whole number'.
 */
export function parseGrantDays(text: string): GrantDaysResult {
  const trimmed = text.trim();
  const result = proGrantSchema.safeParse({ days: trimmed === '' ? undefined : Number(trimmed) });
  if (result.success) return { ok: true, days: result.data.days };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Days must be a number' };
}
