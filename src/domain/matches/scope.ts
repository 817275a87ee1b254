import { z } from 'zod';
import { idParamSchema } from '../text';

/**
 * The query of `GET /api/collections/:id/matches` (decision 020): no filter (everyone),
 * `?near=1` (collectors within both radii), or `?circle=ID` (members of one of my circles).
 */
export const matchScopeQuerySchema = z
  .object({
    near: z.enum(['1'], { error: /*i18n*/ 'near must be 1' }).optional(),
    circle: z.optional(idParamSchema),
  })
  .refine((query) => !(query.near && query.circle), {
    error: /*i18n*/ 'Choose near me or a circle, not both',
  });
export type MatchScopeQuery = z.infer<typeof matchScopeQuerySchema>;

/** The matches screen's filter chips: everyone, near me, or one circle. */
export type MatchFilter = { kind: 'everyone' } | { kind: 'near' } | { kind: 'circle'; id: number };

/** The query string a filter asks for ("" for everyone). */
export function matchFilterQuery(filter: MatchFilter): string {
  if (filter.kind === 'near') return '?near=1';
  if (filter.kind === 'circle') return `?circle=${filter.id}`;
  return '';
}

export const AREA_REQUIRED_MESSAGE =
  /*i18n*/ 'Set your area in Settings to see collectors near you';
