import { templateConflictSchema } from '../../../domain/collection/collection';
import { ApiError } from '../../lib/api-client';

/**
 * The existing template's id when creating a template failed because the title is taken
 * (409 CONFLICT with the template's id), so the form can offer it; otherwise undefined.
 */
export function conflictingTemplateId(error: unknown): number | undefined {
  const apiError = ApiError.from(error);
  if (apiError?.code !== 'CONFLICT') return undefined;
  const parsed = templateConflictSchema.safeParse(apiError.body);
  return parsed.success ? parsed.data.templateId : undefined;
}
