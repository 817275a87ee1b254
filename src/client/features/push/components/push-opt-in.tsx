import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellOff, BellRing, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useIsOnline } from '../../../lib/use-is-online';
import {
  usePhoneNotifications,
  type PhoneNotifications,
  type PhoneNotificationState,
} from '../use-phone-notifications';

const stateText: Record<Exclude<PhoneNotificationState, 'hidden'>, MessageDescriptor> = {
  checking: msg`Checking this browser…`,
  unsupported: msg`This browser can’t show phone notifications. On an iPhone, add Swapsies to your Home Screen (Share, then Add to Home Screen) and turn them on there.`,
  blocked: msg`Notifications are blocked for Swapsies in this browser. Allow them in the browser’s site settings, then come back here.`,
  off: msg`Off — turn on to hear about swaps on this phone or computer, even with Swapsies closed.`,
  on: msg`On — this browser shows a notification when a swap needs you. Tap it to open the swap.`,
  unavailable: msg`Couldn’t check phone notifications just now.`,
};

/**
 * Phone notifications for this browser (decision 019): a switch that asks the browser's
 * permission, subscribes and tells the server; its state said in words, including when it cannot
 * work here. Renders nothing when the server has push off. Stands alone, so the notifications
 * screen (the bell's page) hosts it too; Settings passes its own `phone` state to show the push
 * switches beside it.
 */
export function PushOptIn() {
  return <PushOptInView phone={usePhoneNotifications()} />;
}

export function PushOptInView({ phone }: { phone: PhoneNotifications }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const isOnline = useIsOnline();
  const { state, busy, error, turnOn, turnOff, retry } = phone;
  if (state === 'hidden') return null;

  const canSwitch = state === 'on' || state === 'off';
  const Icon = state === 'on' ? BellRing : state === 'blocked' ? BellOff : undefined;

  return (
    <div className="grid gap-3">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <Label
            htmlFor={`${id}-switch`}
            isPlain
            className="flex items-center gap-2 text-base font-medium"
          >
            {Icon && <Icon aria-hidden className="size-4 text-muted-foreground" />}
            <Trans>Notifications on this browser</Trans>
          </Label>
          <p id={`${id}-state`} className="text-sm text-muted-foreground" aria-live="polite">
            {busy === 'on'
              ? t`Turning on… your browser may ask you to allow notifications.`
              : busy === 'off'
                ? t`Turning off…`
                : !isOnline && canSwitch
                  ? `${i18n._(stateText[state])} ${t`Needs a connection to change.`}`
                  : i18n._(stateText[state])}
          </p>
        </div>
        {(canSwitch || busy) && (
          <div className="flex items-center gap-2 pt-1">
            {busy && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
            <Switch
              id={`${id}-switch`}
              checked={busy ? busy === 'on' : state === 'on'}
              disabled={busy !== undefined || !isOnline}
              aria-describedby={`${id}-state`}
              onCheckedChange={(checked) => void (checked ? turnOn() : turnOff())}
            />
          </div>
        )}
      </div>
      {state === 'unavailable' && (
        <Button variant="outline" className="w-fit" onClick={retry} disabled={!isOnline}>
          {isOnline ? t`Try again` : t`Needs a connection`}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
