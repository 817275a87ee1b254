import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint, pushMessageSchema } from './schemas';

describe('isAllowedPushEndpoint (decision 019)', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx',
    'https://db5p.notify.windows.com/w/?token=abc',
    'https://fcm.googleapis.com:443/fcm/send/abc',
  ])('sends to the push service %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, false)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com/x',
    'https://push.services.mozilla.com.evil.example/x',
    'https://user:pw@fcm.googleapis.com/x',
    'https://localhost/x',
    'https://10.0.0.1/x',
    'http://127.0.0.1:8080/push',
    'file:///etc/passwd',
    'not a url',
  ])('never to %s in production', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, false)).toBe(false);
  });

  it('allows http on 127.0.0.1 only when loopback is allowed (tests, development)', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:8080/push', true)).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:8080/push', true)).toBe(false);
    expect(isAllowedPushEndpoint('http://10.0.0.1/push', true)).toBe(false);
  });
});

describe('pushMessageSchema', () => {
  it('opens only paths of the app', () => {
    const message = { title: 'Swap', body: 'x', url: '/matches?collection=1' };
    expect(pushMessageSchema.safeParse(message).success).toBe(true);
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      expect(pushMessageSchema.safeParse({ ...message, url }).success).toBe(false);
    }
  });
});
