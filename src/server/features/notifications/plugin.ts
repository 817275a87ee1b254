import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PreferenceType } from '../../../domain/notifications/notifications';
import { serverSecretOnce } from '../../db/server-secrets';
import type { RankMatches } from './mutations/digests';
import { notificationEmail } from './notification-email';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';
import { Notifier, type DeliveryChannelSender } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification worker (decision 018); channels plug in with `registerChannel`. */
    notifier: Notifier;
    /** Signs one-click unsubscribe tokens for a user and type (RFC 8058). */
    unsubscribeToken(userId: number, type: PreferenceType): Promise<string>;
    /** What a one-click unsubscribe token names, or undefined when it is not one of ours. */
    unsubscribeClaim(token: string): Promise<{ userId: number; type: PreferenceType } | undefined>;
  }
}

export interface NotificationsOptions {
  /** Ranks a collection's matches for its daily digest: the matches feature's (decision 037). */
  rankMatches: RankMatches;
}

/** The email channel of the worker: the notification's email, with its one-click unsubscribe. */
function emailChannel(app: FastifyInstance): DeliveryChannelSender {
  return {
    channel: 'email',
    async send({ notification, recipient }) {
      if (!recipient.email) return 'skipped';
      await app.mailer.send(
        notificationEmail({
          appUrl: app.config.appUrl,
          to: recipient.email,
          username: recipient.username,
          locale: recipient.locale,
          notification,
          unsubscribeToken: await app.unsubscribeToken(
            recipient.id,
            notification.type as PreferenceType,
          ),
        }),
      );
      return 'sent';
    },
  };
}

/**
 * The notification worker that sends emails (decision 018), started and stopped with the app, and
 * the signing of the one-click unsubscribe links. A plugin that names what it needs, so the
 * features that plug in a channel (push) declare it in turn and registration order cannot break
 * them (decision 037).
 */
export const notificationsPlugin = fp<NotificationsOptions>(
  async (app, { rankMatches }) => {
    const { db } = app.database;
    const { config } = app;
    const storedSecret = serverSecretOnce(db, 'unsubscribe');
    const unsubscribeSecret = () =>
      config.unsubscribeSecret ? Promise.resolve(config.unsubscribeSecret) : storedSecret();
    app.decorate('unsubscribeToken', async (userId: number, type: PreferenceType) =>
      signUnsubscribeToken(await unsubscribeSecret(), userId, type),
    );
    app.decorate('unsubscribeClaim', async (token: string) =>
      verifyUnsubscribeToken(await unsubscribeSecret(), token),
    );

    const notifier = new Notifier({
      db,
      clock: app.clock,
      logger: app.log as never,
      maxAttempts: config.notifyMaxAttempts,
      rankMatches,
      mailer: app.mailer,
    });
    notifier.registerChannel(emailChannel(app));
    app.decorate('notifier', notifier);
    app.addHook('onReady', async () => notifier.start(config.notifyIntervalMs));
    app.addHook('onClose', async () => notifier.stop());
  },
  { name: 'notifications', decorators: { fastify: ['database', 'config', 'clock', 'mailer'] } },
);
