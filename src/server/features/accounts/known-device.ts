import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A device that has signed in to an account before (decision 032): a long-lived cookie holding
 * `<userId>.<random>.<HMAC>` signed with a server secret. It lets its browser try a password
 * against its own failure count instead of the account-wide one, so a stranger's ten wrong
 * passwords cannot keep the owner out. It is no credential: the password is still needed, and
 * the device has its own ceiling of failures.
 */
export const KNOWN_DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function knownDeviceCookieName(isHttps: boolean) {
  return isHttps ? '__Host-swapsies_device' : 'swapsies_device';
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`known-device:${payload}`).digest('base64url');

export function newKnownDeviceToken(secret: string, userId: number): string {
  const payload = `${userId}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The device's own id (its random part) when the token is ours and for this account. */
export function knownDeviceOf(
  secret: string,
  token: string | undefined,
  userId: number,
): string | undefined {
  if (!token || token.length > 200) return undefined;
  const [id, random, signature, ...rest] = token.split('.');
  if (!id || !random || !signature || rest.length > 0 || id !== String(userId)) return undefined;
  const expected = Buffer.from(sign(secret, `${id}.${random}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return random;
}
