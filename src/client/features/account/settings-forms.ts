import { z } from 'zod';
import { changePasswordSchema } from '../../../domain/account/settings';
import { errorCode } from '../../lib/api-client';

/** The change-password form adds a confirmation that must match (as on the reset form). */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    // The domain's own words (its reset form says the same): the form shows them translated.
    message: /*i18n*/ 'Passwords do not match',
    path: ['confirmPassword'],
  });

/**
 * Whether a failed settings change was refused for the current password (its code
 * INVALID_CREDENTIALS; a 401 for a session that ended is not), so the message belongs on that field.
 */
export function isWrongPasswordError(error: unknown): boolean {
  return errorCode(error) === 'INVALID_CREDENTIALS';
}

/**
 * Where a settings form shows a refusal (useSchemaForm's `fieldOfError`): the wrong current
 * password under the password field; anything else is no field's.
 */
export function currentPasswordFieldOf(error: unknown): 'currentPassword' | undefined {
  return isWrongPasswordError(error) ? 'currentPassword' : undefined;
}
