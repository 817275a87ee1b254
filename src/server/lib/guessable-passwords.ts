import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../app-error';

/**
 * Security checklist A3: a new password may not be one of the ~49,000 most common ones (the
 * zxcvbn-ts common list, shipped offline in the npm package) nor the account's own username or
 * email. Checked on the server only, where every new password is set (register, change, reset):
 * the list is too large for the browser bundle, and the server answer names the reason.
 */
let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common;
}

/** Why the password is easy to guess, or undefined when it is not. */
export function guessablePasswordReason(
  password: string,
  owner: { username?: string; email?: string } = {},
): string | undefined {
  const folded = password.toLowerCase();
  const emailName = owner.email?.toLowerCase().split('@')[0];
  if (folded === owner.username?.toLowerCase() || folded === emailName) {
    return /*i18n*/ 'Your password cannot be your username or email. Please choose another.';
  }
  if (commonPasswords().has(folded)) {
    return /*i18n*/ 'This password is one of the most common ones and easy to guess. Please choose another.';
  }
  return undefined;
}

/** Throws 400 WEAK_PASSWORD when the new password is easy to guess; the caller changes nothing. */
export function refuseGuessablePassword(
  password: string,
  owner: { username?: string; email?: string } = {},
) {
  const reason = guessablePasswordReason(password, owner);
  if (reason) throw new AppError('WEAK_PASSWORD', reason);
}
