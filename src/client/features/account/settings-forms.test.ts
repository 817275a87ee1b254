import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, isWrongPasswordError } from './settings-forms';
import { ApiError } from '../../lib/api-client';
import { errorBodySchema } from '../../../domain/errors';

const form = {
  currentPassword: 'old-secret',
  newPassword: 'new-secret',
  confirmPassword: 'new-secret',
};

describe('changePasswordFormSchema', () => {
  it('signs out other devices unless told not to', () => {
    expect(changePasswordFormSchema.parse(form).signOutOtherSessions).toBe(true);
  });

  it('says so on the confirm field when the passwords differ', () => {
    const result = changePasswordFormSchema.safeParse({ ...form, confirmPassword: 'new-secreT' });
    expect(result.error?.issues).toMatchObject([
      { path: ['confirmPassword'], message: 'Passwords do not match' },
    ]);
  });

  it('needs a new password of at least 6 characters', () => {
    const result = changePasswordFormSchema.safeParse({
      ...form,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 6 characters');
  });
});

describe('isWrongPasswordError', () => {
  it('recognises the wrong current password answer', () => {
    const body = JSON.stringify({
      message: 'Your current password is not right',
      code: 'INVALID_CREDENTIALS',
    });
    expect(isWrongPasswordError(new ApiError(401, body, errorBodySchema))).toBe(true);
  });

  it('leaves other failures alone', () => {
    const limited = { message: 'Too many attempts', code: 'RATE_LIMITED' };
    expect(isWrongPasswordError(new ApiError(429, JSON.stringify(limited), errorBodySchema))).toBe(
      false,
    );
    const taken = { message: 'Taken', code: 'CONFLICT' };
    expect(isWrongPasswordError(new ApiError(409, JSON.stringify(taken), errorBodySchema))).toBe(
      false,
    );
    const signedOut = JSON.stringify({ message: 'Sign in first', code: 'UNAUTHENTICATED' });
    expect(isWrongPasswordError(new ApiError(401, signedOut, errorBodySchema))).toBe(false);
  });
});
