import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { publicUserSchema, toPublicUser, type UserRecord } from './user';

const record: UserRecord = {
  id: 7,
  username: 'kit',
  email: 'kit@example.com',
  firstName: null,
  isAdmin: false,
  proUntil: new Date('2026-12-01T00:00:00.000Z'),
  locale: 'en',
};

describe('toPublicUser', () => {
  it('reads Pro at the moment asked: on until the paid period ends, off from then', () => {
    const before = toPublicUser(record, new Date('2026-11-30T23:59:59.999Z'));
    expect(before).toEqual({
      id: 7,
      username: 'kit',
      email: 'kit@example.com',
      firstName: null,
      isAdmin: false,
      isPro: true,
      proUntil: '2026-12-01T00:00:00.000Z',
      locale: 'en',
    });
    expect(toPublicUser(record, new Date('2026-12-01T00:00:00.000Z')).isPro).toBe(false);
    expect(z.strictObject(publicUserSchema.shape).parse(before)).toEqual(before);
  });

  it('never lets another field of the record through', () => {
    const withSecrets = { ...record, passwordHash: 'x', proUntil: null } as UserRecord;
    const answer = toPublicUser(withSecrets, new Date());
    expect(answer).not.toHaveProperty('passwordHash');
    expect(answer).toMatchObject({ isPro: false, proUntil: null });
  });
});
