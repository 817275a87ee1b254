import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { deleteSubscription, fetchPushStatus, saveSubscription, usePushPublicKey } from './api';
import {
  currentSubscription,
  isPushSupported,
  notificationPermission,
  subscribeBrowser,
  workerRegistration,
} from './browser-push';

/**
 * Where phone notifications stand on this browser, honestly (decision 019):
 * - `hidden`: the server has push off, so there is nothing to offer;
 * - `unsupported`: this browser cannot (or the app's service worker is not running);
 * - `blocked`: the collector (or the browser) refused notifications for the site;
 * - `off` / `on`: on only when this browser has a subscription AND the server has it for me.
 */
export type PhoneNotificationState =
  'checking' | 'hidden' | 'unsupported' | 'blocked' | 'off' | 'on' | 'unavailable';

export function usePhoneNotifications() {
  const { t } = useLingui();
  const key = usePushPublicKey();
  const [state, setState] = useState<PhoneNotificationState>('checking');
  const [busy, setBusy] = useState<'on' | 'off'>();
  const [error, setError] = useState<string>();

  const check = useCallback(async () => {
    if (key.data === null) return setState('hidden');
    if (key.isError) return setState('unavailable');
    if (key.data === undefined) return setState('checking');
    if (!isPushSupported()) return setState('unsupported');
    if (notificationPermission() === 'denied') return setState('blocked');
    try {
      const subscription = await currentSubscription();
      if (!subscription || notificationPermission() !== 'granted') return setState('off');
      setState((await fetchPushStatus(subscription.endpoint)) ? 'on' : 'off');
    } catch {
      setState('unavailable');
    }
  }, [key.data, key.isError]);

  useEffect(() => {
    void check();
  }, [check]);

  const turnOn = async () => {
    if (!key.data) return;
    setBusy('on');
    setError(undefined);
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') return setState('blocked');
      if (permission !== 'granted') {
        setError(t`Notifications were not allowed. Try again and choose Allow.`);
        return;
      }
      const registration = await workerRegistration();
      if (!registration) return setState('unsupported');
      const subscription = await subscribeBrowser(registration, key.data).catch(
        (refusal: unknown) => {
          const detail = refusal instanceof Error && refusal.message ? ` (${refusal.message})` : '';
          throw new Error(
            t`this browser’s push service refused${detail}. Try again later, or in another browser.`,
          );
        },
      );
      try {
        await saveSubscription(subscription);
      } catch (saveError) {
        // Not saved: leave the browser unsubscribed too, so "off" is the truth.
        await subscription.unsubscribe().catch(() => undefined);
        throw saveError;
      }
      setState('on');
    } catch (failure) {
      setError(t`Couldn’t turn on phone notifications: ${errorMessage(failure)}`);
    } finally {
      setBusy(undefined);
    }
  };

  const turnOff = async () => {
    setBusy('off');
    setError(undefined);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await deleteSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
    } catch (failure) {
      setError(t`Couldn’t turn off phone notifications: ${errorMessage(failure)}`);
    } finally {
      setBusy(undefined);
    }
  };

  return { state, busy, error, turnOn, turnOff, retry: () => void key.refetch().then(check) };
}

export type PhoneNotifications = ReturnType<typeof usePhoneNotifications>;
