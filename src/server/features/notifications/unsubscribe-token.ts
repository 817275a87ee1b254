import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  preferenceTypeSchema,
  type PreferenceType,
} from '../../../domain/notifications/notifications';

/**
 * One-click unsubscribe tokens (RFC 8058, decision 018): `<userId>.<type>.<HMAC>`, the HMAC-SHA256
 * of both under the server's secret. They never expire (an old email must still work) and do
 * one thing only: switch that type of email off for that account, so nothing is stored for them.
 */
const mac = (secret: string, userId: number, type: PreferenceType) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${type}`).digest('base64url');

export function signUnsubscribeToken(secret: string, userId: number, type: PreferenceType) {
  return `${userId}.${type}.${mac(secret, userId, type)}`;
}

/** The user and type a token was signed for; undefined for anything altered or made up. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; type: PreferenceType } | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [id, typeText, signature] = parts as [string, string, string];
  if (!/^[1-9]\d{0,9}$/.test(id)) return undefined;
  const userId = Number(id);
  const type = preferenceTypeSchema.safeParse(typeText);
  if (!type.success || userId > 2_147_483_647) return undefined;
  const expected = Buffer.from(mac(secret, userId, type.data));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, type: type.data };
}
