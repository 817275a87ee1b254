import { pushMessageSchema, type PushMessage } from '../../../domain/push/schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { sendWebPush } from '../../integrations/push/web-push';
import { listPushTargets } from './data';
import { deletePushSubscriptionsById, markPushDelivered } from './mutations';

/** What one delivery did: messages the push services accepted, and subscriptions found gone. */
export interface PushDelivery {
  sent: number;
  removed: number;
  /** True when push is not configured (no VAPID keys): nothing was tried. */
  isOff: boolean;
}

/** A push service refused or could not be reached; the caller (a delivery worker) retries. */
export class PushDeliveryError extends Error {
  constructor(
    readonly failures: { endpointHost: string; reason: string }[],
    readonly delivery: PushDelivery,
  ) {
    super(
      `push delivery failed for ${failures.length} subscription(s): ${failures
        .map((f) => `${f.endpointHost} ${f.reason}`)
        .join('; ')}`,
    );
    this.name = 'PushDeliveryError';
  }
}

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid endpoint';
  }
};

/**
 * Sends one notification to every browser the user turned phone notifications on in (decision
 * 019). A 404 or 410 from the push service means the subscription is gone: it is deleted. Any
 * other failure (an error status, a timeout, no answer) is collected, and once every browser has
 * been tried a PushDeliveryError is thrown so the delivery worker retries. A retry may send again
 * to a browser that already got it; the notification's `tag` makes the second one replace the
 * first instead of showing twice. With push off, nothing is sent and nothing throws.
 */
export async function deliverPush(
  db: Database,
  config: Pick<Config, 'push'>,
  userId: number,
  message: PushMessage,
  now: () => Date = () => new Date(),
): Promise<PushDelivery> {
  if (!config.push) return { sent: 0, removed: 0, isOff: true };
  const payload = JSON.stringify(pushMessageSchema.parse(message));
  const targets = await listPushTargets(db, userId);
  const delivered: number[] = [];
  const gone: number[] = [];
  const failures: { endpointHost: string; reason: string }[] = [];
  for (const target of targets) {
    try {
      const answer = await sendWebPush(config.push, target, payload);
      if (answer.statusCode >= 200 && answer.statusCode < 300) delivered.push(target.id);
      else if (answer.statusCode === 404 || answer.statusCode === 410) gone.push(target.id);
      else
        failures.push({
          endpointHost: hostOf(target.endpoint),
          reason: `HTTP ${answer.statusCode}`,
        });
    } catch (error) {
      failures.push({
        endpointHost: hostOf(target.endpoint),
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  await deletePushSubscriptionsById(db, gone);
  await markPushDelivered(db, delivered, now());
  const delivery = { sent: delivered.length, removed: gone.length, isOff: false };
  if (failures.length > 0) throw new PushDeliveryError(failures, delivery);
  return delivery;
}
