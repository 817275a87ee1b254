import fp from 'fastify-plugin';
import { notificationPath, notificationText } from '../notifications/public';
import { deliverPush } from './deliver';

/**
 * Plugs web push into the notification worker, which the notifications plugin makes: declared as
 * a dependency, so registering this first fails at start-up rather than at the first send
 * (decision 037).
 */
export const pushChannelPlugin = fp(
  async (app) => {
    const { db } = app.database;
    // The push channel of the notification worker (decisions 018 and 019): the notification's
    // headline and stickers, a tap opening the swap (the email's link), one tag per notification
    // so a retry replaces rather than doubles it. No browser left (none, or all gone with
    // 404/410) is `skipped`; a PushDeliveryError is thrown on, so the worker retries with its
    // backoff. Registered even with push off, so a row written before the keys were removed is
    // closed as `skipped` instead of waiting for ever.
    app.notifier.registerChannel({
      channel: 'push',
      async send({ notification, recipient }) {
        const text = notificationText(notification, recipient.locale);
        const delivery = await deliverPush(
          db,
          app.config,
          recipient.id,
          {
            // In the recipient account's language (decision 038).
            title: text.title,
            body: text.detail,
            url: notificationPath(notification),
            tag: `notification-${notification.id}`,
          },
          () => app.clock.now(),
        );
        return delivery.sent > 0 ? 'sent' : 'skipped';
      },
    });
  },
  { name: 'push-channel', dependencies: ['notifications'] },
);
