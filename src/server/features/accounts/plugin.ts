import type { Locale } from '../../../domain/locale';
import fp from 'fastify-plugin';
import { passwordChangedEmail } from './reset-email';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Emails the owner that their password was changed (checklist R8), off the request path
     * through the notification worker, which retries it: a mail server that fails is logged and
     * never fails the change.
     */
    tellPasswordChanged(owner: { username: string; email: string; locale: Locale }): void;
  }
}

/**
 * What other features ask of accounts from the app: telling an owner their password changed
 * (the settings feature changes it too). A plugin named `accounts` that needs the notification
 * worker; the routes that call it declare `dependencies: ['accounts']` (decision 037).
 */
export const accountsPlugin = fp(
  async (app) => {
    app.decorate('tellPasswordChanged', (owner) => {
      // In the account's language (decision 038).
      const email = passwordChangedEmail({
        username: owner.username,
        appUrl: app.config.appUrl,
        locale: owner.locale,
      });
      app.notifier.sendAccountEmail({ to: owner.email, ...email }, 'password-changed email');
    });
  },
  { name: 'accounts', dependencies: ['notifications'], decorators: { fastify: ['config'] } },
);
