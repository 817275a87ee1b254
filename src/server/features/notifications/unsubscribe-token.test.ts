import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('unsubscribe tokens', () => {
  it('name the user and type they were signed for', () => {
    const token = signUnsubscribeToken(SECRET, 42, 'swap-proposed');
    expect(token).toMatch(/^42\.swap-proposed\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ userId: 42, type: 'swap-proposed' });
  });

  it('refuse another secret, another user or type, and anything malformed', () => {
    const token = signUnsubscribeToken(SECRET, 42, 'newsletter');
    const [, , signature] = token.split('.');
    for (const bad of [
      `43.newsletter.${signature}`,
      `42.swap-accepted.${signature}`,
      `42.newsletter.${signature!.slice(1)}`,
      `042.newsletter.${signature}`,
      `42.unknown.${signature}`,
      `99999999999.newsletter.${signature}`,
      '42.newsletter',
      '',
    ]) {
      expect(verifyUnsubscribeToken(SECRET, bad), bad).toBeUndefined();
    }
    expect(verifyUnsubscribeToken(`${SECRET}x`, token)).toBeUndefined();
  });
});
