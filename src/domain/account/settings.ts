import { z } from 'zod';
import { localeSchema } from './locale-schema';
import { emailSchema, passwordSchema } from './schemas';

const currentPasswordSchema = z
  .string({ error: /*i18n*/ 'Please enter your current password' })
  .min(1, { error: /*i18n*/ 'Please enter your current password' })
  .max(256, { error: /*i18n*/ 'Password must be at most 256 characters' });

/** Body of `POST /api/user/password`. */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
  /** Ends every other session (other phones, other browsers) once the password changes. */
  signOutOtherSessions: z
    .boolean({ error: /*i18n*/ 'signOutOtherSessions must be true or false' })
    .default(true),
});
export type ChangePassword = z.input<typeof changePasswordSchema>;

/** Body of `PUT /api/user/email`: the new address, confirmed with the password. */
export const changeEmailSchema = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type ChangeEmail = z.input<typeof changeEmailSchema>;

/** Body of `DELETE /api/user`: deleting an account needs its password. */
export const deleteAccountSchema = z.object({ currentPassword: currentPasswordSchema });
export type DeleteAccount = z.input<typeof deleteAccountSchema>;

export const WRONG_CURRENT_PASSWORD = /*i18n*/ 'Your current password is not right';
export const PRO_TEMPLATE_MESSAGE =
  /*i18n*/ 'Customising the Facebook message requires Swapsies Pro';

/** A change answered with a sentence for the person, e.g. `POST /api/user/password`. */
export const messageSchema = z.object({ message: z.string() });

/** Body of `PUT /api/user/locale`: the language the account reads Swapsies in (decision 038). */
export const changeLocaleSchema = z.object({ locale: localeSchema });
export type ChangeLocale = z.input<typeof changeLocaleSchema>;
