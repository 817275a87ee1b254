import { ABUSIVE_TITLE_MESSAGE, isAbusiveTitle } from '../../../domain/catalogue/abusive-words';
import type { Database } from '../../db/client';
import { AppError } from '../../app-error';
import { findTemplateByTitle } from './data';

/** Refuses a template name with an abusive word (docs/product.md "Albums and the catalogue"). */
export function refuseAbusiveTitle(title: string) {
  if (isAbusiveTitle(title)) throw new AppError('VALIDATION_FAILED', ABUSIVE_TITLE_MESSAGE);
}

/**
 * The 409 for a template name already in the catalogue (names are unique ignoring case and
 * surrounding spaces), naming the template that has it so the client can offer it instead.
 */
export async function refuseTakenTitle(db: Database, title: string): Promise<never> {
  const existing = await findTemplateByTitle(db, title);
  throw new AppError('CONFLICT', /*i18n*/ 'A template with that name already exists', {
    templateId: existing?.id,
  });
}
