import { z } from 'zod';
import { storableText } from '../text';

/**
 * Names nobody may register: they would pass for the site itself or its staff in a swap message
 * or a match card. Compared ignoring case.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'root',
  'system',
  'support',
  'help',
  'moderator',
  'mod',
  'staff',
  'swapsies',
  'official',
  'security',
  'null',
  'undefined',
]);

/**
 * 3–30 letters, digits, `_`, `.`, `-`; unique ignoring case (docs/product.md "Limits and rules").
 */
export const usernameSchema = z
  .string({ error: /*i18n*/ 'Username is required' })
  .trim()
  .min(3, { error: /*i18n*/ 'Username must be at least 3 characters' })
  .max(30, { error: /*i18n*/ 'Username must be at most 30 characters' })
  .regex(/^[A-Za-z0-9_.-]+$/, {
    error: /*i18n*/ 'Username can only contain letters, numbers, dots, dashes and underscores',
  })
  .refine((name) => !RESERVED_USERNAMES.has(name.toLowerCase()), {
    error: /*i18n*/ 'That username is reserved, please choose another',
  });

/** Emails are stored trimmed and lower-cased (docs/product.md "Limits and rules"). */
export const emailSchema = z
  .string({ error: /*i18n*/ 'Please enter a valid email address' })
  .trim()
  .max(254, { error: /*i18n*/ 'Please enter a valid email address' })
  .pipe(z.email({ error: /*i18n*/ 'Please enter a valid email address' }))
  .transform((email) => email.toLowerCase());

/** 6 to 256 characters (docs/product.md "Limits and rules"). Never trimmed or case-folded. */
export const passwordSchema = z
  .string({ error: /*i18n*/ 'Password is required' })
  .min(6, { error: /*i18n*/ 'Password must be at least 6 characters' })
  .max(256, { error: /*i18n*/ 'Password must be at most 256 characters' })
  .refine((value) => !value.includes('\u0000'), {
    message: /*i18n*/ 'Password contains a character that is not allowed',
  });

export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  firstName: z
    .pipe(
      storableText({ max: 60, label: /*i18n*/ 'First name' }),
      z.transform((name: string) => name.trim()),
    )
    .optional()
    .transform((name) => name || undefined),
  subscribeToNewsletter: z
    .boolean({ error: /*i18n*/ 'subscribeToNewsletter must be true or false' })
    .default(false),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** `username` may also be an email address (docs/product.md "Screens"). */
export const loginSchema = z.object({
  username: z
    .string({ error: /*i18n*/ 'Please enter your username or email' })
    .trim()
    .min(1, { error: /*i18n*/ 'Please enter your username or email' })
    .max(254, { error: /*i18n*/ 'Username or email is too long' })
    .refine((value) => !value.includes('\u0000'), {
      message: /*i18n*/ 'Username contains a character that is not allowed',
    }),
  password: z
    .string({ error: /*i18n*/ 'Please enter your password' })
    .min(1, { error: /*i18n*/ 'Please enter your password' })
    .max(256, { error: /*i18n*/ 'Password must be at most 256 characters' }),
  rememberMe: z.boolean({ error: /*i18n*/ 'rememberMe must be true or false' }).default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: /*i18n*/ 'Invalid reset link' })
    .min(1, { error: /*i18n*/ 'Invalid reset link' })
    .max(200, { error: /*i18n*/ 'Invalid reset link' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: /*i18n*/ 'Invalid reset link' }),
  password: passwordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** A reset link's token in the page's path, checked before the form shows. */
export const resetTokenParamsSchema = resetPasswordSchema.pick({ token: true });
/** Whether a reset link can still set a password: unknown, used and expired are all `false`. */
export const resetLinkStatusSchema = z.object({ valid: z.boolean() });
export type ResetLinkStatus = z.infer<typeof resetLinkStatusSchema>;

/** The reset form adds a confirmation that must match (shown on the confirm field). */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: /*i18n*/ 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** What the server answers for forgot-password, whether or not the email is known. */
export const FORGOT_PASSWORD_MESSAGE =
  /*i18n*/ 'If an account uses that email, we have sent a link to reset its password. It works for 1 hour.';
