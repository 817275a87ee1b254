import { templateConflictSchema } from '../../../domain/collection/collection';
import { errorStatus } from '../../lib/api-client';

/**
 * spec §8: an error whose message mentions upgradeRequired or 'upgrade to Pro' opens the
 * upgrade dialog instead of a toast (the message is `"{status}: {body}"`, body included).
 */
export function isUpgradeRequired(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.message.includes('upgradeRequired') || error.message.includes('upgrade to Pro');
}

/**
 * The existing template's id when creating a template failed because the title is taken
 * (409, decisions.md), so the form can offer it; otherwise undefined.
 */
export function conflictingTemplateId(error: unknown): number | undefined {
  if (errorStatus(error) !== 409 || !(error instanceof Error)) return undefined;
  try {
    const body: unknown = JSON.parse(error.message.replace(/^\d{3}: /, ''));
    const parsed = templateConflictSchema.safeParse(body);
    return parsed.success ? parsed.data.templateId : undefined;
  } catch {
    return undefined;
  }
}
