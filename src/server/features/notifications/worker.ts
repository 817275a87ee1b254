import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { MATCH_IDLE_DAYS } from '../../../domain/matches/schemas';
import {
  NOTIFICATION_KEPT_DAYS,
  READ_NOTIFICATION_KEPT_DAYS,
} from '../../../domain/notifications/notifications';
import type { DeliveryChannel } from '../../../domain/notifications/notifications';
import type { Database } from '../../db/client';
import type { Email, Mailer } from '../../integrations/email/mailer';
import type { Clock } from '../../lib/clock';
import { findDeliveryDetails, wantsNow, type DeliveryDetails } from './data';
import {
  claimDeliveries,
  markAttemptFailed,
  markDelivered,
  type ClaimedDelivery,
} from './mutations/deliveries';
import { dueDigests, runDigest, type RankMatches } from './mutations/digests';
import { pruneNotifications } from './mutations/pruning';

/**
 * A way of reaching a collector besides the bell (decision 018). Email is one; web push plugs in
 * with `notifier.registerChannel(...)`. `send` resolves `'sent'`, or `'skipped'` when there is
 * nothing to send to (no email address, no push subscription); it throws to be retried.
 */
export interface DeliveryChannelSender {
  channel: DeliveryChannel;
  send(details: DeliveryDetails, delivery: ClaimedDelivery): Promise<'sent' | 'skipped'>;
}

export interface NotifierOptions {
  db: Database;
  clock: Clock;
  logger?: Logger;
  maxAttempts: number;
  /** Deliveries one pass claims; a pass runs until nothing is due or this many were taken. */
  batchSize?: number;
  /** How long a claimed delivery is this worker's before another may take it (crash recovery). */
  leaseMs?: number;
  /** Longest one send may take before it counts as failed (the lease must be longer). */
  sendTimeoutMs?: number;
  /** Collections whose digest one pass may look at. */
  digestBatch?: number;
  /** Ranks a collection's matches for its daily digest (the matches feature's). */
  rankMatches: RankMatches;
  /** Sends the account emails (`sendAccountEmail`); notifications use their channels. */
  mailer?: Mailer;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An account email (a reset link, a password-changed notice) waiting to be tried again. */
interface AccountEmail {
  email: Email;
  /** What it is, for the log: 'reset email', 'password-changed email'. */
  what: string;
  attempts: number;
  dueAt: number;
}
/** Old notifications are looked for at most this often, and at most PRUNE_BATCH at a time. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const PRUNE_BATCH = 1000;

/** Wait before attempt n+1 after n failed ones: 30 s, 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(failedAttempts: number) {
  return Math.min(30_000 * 2 ** Math.max(0, failedAttempts - 1), 6 * 60 * 60 * 1000);
}

export interface PassResult {
  sent: number;
  skipped: number;
  failed: number;
  retrying: number;
  digests: number;
  /** Notifications past keeping that this pass deleted. */
  pruned: number;
}

/**
 * The notification worker inside the app process (decision 018). Each pass claims due
 * deliveries (`FOR UPDATE SKIP LOCKED` plus a lease, so with several instances each goes to one),
 * sends them with their channel, and marks them; a failure waits `retryDelayMs` and gives up
 * after `maxAttempts`. Each pass first runs the daily digests that are due. A timer runs passes every
 * `intervalMs`, one at a time; `stop()` waits for the running pass.
 */
export class Notifier {
  private readonly channels = new Map<string, DeliveryChannelSender>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly sendTimeoutMs: number;
  private readonly digestBatch: number;
  private prunedAt: number | undefined;
  private accountEmails: AccountEmail[] = [];

  constructor(private readonly options: NotifierOptions) {
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
    this.digestBatch = options.digestBatch ?? 20;
  }

  registerChannel(sender: DeliveryChannelSender) {
    this.channels.set(sender.channel, sender);
  }

  /** Runs passes every `intervalMs` until `stop()`; 0 leaves the worker off. */
  start(intervalMs: number) {
    if (intervalMs <= 0 || this.timer) return;
    this.stopped = false;
    const tick = () => {
      this.running = this.runOnce()
        .catch((error: unknown) =>
          this.options.logger?.error(
            { err: error, event: 'notify.pass' },
            'notification pass failed',
          ),
        )
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, Math.min(intervalMs, 1_000));
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Sends an account email (a password reset link, a password-changed notice) at once, off the
   * request path, and when the mail server fails tries it again on the passes with the
   * notifications' waits (`retryDelayMs`) and limit (`maxAttempts`): all email goes through this
   * worker (decision 037). Kept in memory, not in the database: such an email is asked for again
   * by the collector (a new reset link) or only tells them what they did, so one lost in a
   * restart is not worth a table.
   */
  sendAccountEmail(email: Email, what: string) {
    void this.tryAccountEmail({ email, what, attempts: 0, dueAt: 0 });
  }

  private async tryAccountEmail(pending: AccountEmail) {
    const { mailer, clock, logger, maxAttempts } = this.options;
    pending.attempts++;
    try {
      if (!mailer) throw new Error('no mailer');
      await this.withTimeout(mailer.send(pending.email));
    } catch (error) {
      const giveUp = pending.attempts >= maxAttempts;
      logger?.error(
        { err: error, event: giveUp ? 'mail.failed' : 'mail.retry', attempts: pending.attempts },
        `could not send the ${pending.what}${giveUp ? ', giving up' : ', will retry'}`,
      );
      if (giveUp) return;
      pending.dueAt = clock.now().getTime() + retryDelayMs(pending.attempts);
      this.accountEmails.push(pending);
    }
  }

  /** Tries again the account emails whose wait is over. */
  private async retryAccountEmails() {
    const now = this.options.clock.now().getTime();
    const due = this.accountEmails.filter((pending) => pending.dueAt <= now);
    this.accountEmails = this.accountEmails.filter((pending) => pending.dueAt > now);
    for (const pending of due) await this.tryAccountEmail(pending);
  }

  /** One pass: the due digests, then every due delivery (in batches). Tests call it by hand. */
  async runOnce(): Promise<PassResult> {
    const result: PassResult = {
      sent: 0,
      skipped: 0,
      failed: 0,
      retrying: 0,
      digests: 0,
      pruned: 0,
    };
    await this.retryAccountEmails();
    // Digests first, so their emails go out in the same pass.
    result.digests = await this.runDigests();
    // Bounded: a pass takes at most 10 batches, so a flood cannot keep it from the digests.
    for (let batch = 0; batch < 10 && !this.stopped; batch++) {
      const token = randomUUID();
      const claimed = await claimDeliveries(this.options.db, {
        now: this.options.clock.now(),
        leaseMs: this.leaseMs,
        limit: this.batchSize,
        channels: [...this.channels.keys()],
        token,
      });
      for (const delivery of claimed) {
        const outcome = await this.deliver(delivery, token);
        result[outcome]++;
      }
      if (claimed.length < this.batchSize) break;
    }
    result.pruned = await this.prune();
    return result;
  }

  private async deliver(
    delivery: ClaimedDelivery,
    token: string,
  ): Promise<'sent' | 'skipped' | 'failed' | 'retrying'> {
    const { db, clock, logger } = this.options;
    const sender = this.channels.get(delivery.channel)!;
    try {
      const details = await findDeliveryDetails(db, delivery);
      // The collector may have switched this off since the notification was written.
      const wanted =
        details &&
        (await wantsNow(db, delivery.userId, details.notification.type, delivery.channel));
      const outcome = wanted ? await this.withTimeout(sender.send(details, delivery)) : 'skipped';
      await markDelivered(db, delivery, token, outcome, clock.now());
      return outcome;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = delivery.attempts >= this.options.maxAttempts;
      const retryAt = giveUp
        ? null
        : new Date(clock.now().getTime() + retryDelayMs(delivery.attempts));
      logger?.warn(
        {
          event: giveUp ? 'notify.failed' : 'notify.retry',
          channel: delivery.channel,
          notificationId: delivery.notificationId,
          attempts: delivery.attempts,
          err: message,
        },
        giveUp ? 'notification not delivered, giving up' : 'notification not delivered, will retry',
      );
      await markAttemptFailed(db, delivery, token, message, retryAt).catch(() => {
        // The database is away too: the lease runs out and the delivery is tried again.
      });
      return giveUp ? 'failed' : 'retrying';
    }
  }

  private withTimeout<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${this.sendTimeoutMs} ms`)),
        this.sendTimeoutMs,
      );
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }

  /** At most hourly: the oldest notifications past keeping, one bounded batch. */
  private async prune() {
    const now = this.options.clock.now().getTime();
    if (this.prunedAt !== undefined && now - this.prunedAt < PRUNE_EVERY_MS) return 0;
    const pruned = await pruneNotifications(this.options.db, {
      readBefore: new Date(now - READ_NOTIFICATION_KEPT_DAYS * DAY_MS),
      before: new Date(now - NOTIFICATION_KEPT_DAYS * DAY_MS),
      limit: PRUNE_BATCH,
    });
    // A full batch means more are waiting: the next pass looks again rather than in an hour.
    this.prunedAt = pruned < PRUNE_BATCH ? now : undefined;
    return pruned;
  }

  private async runDigests() {
    const { db, clock, rankMatches } = this.options;
    const now = clock.now();
    const activeSince = new Date(now.getTime() - MATCH_IDLE_DAYS * 24 * 60 * 60 * 1000);
    let written = 0;
    for (const due of await dueDigests(db, now, this.digestBatch)) {
      if (this.stopped) break;
      if ((await runDigest(db, { ...due, now, activeSince }, rankMatches)) > 0) written++;
    }
    return written;
  }
}
