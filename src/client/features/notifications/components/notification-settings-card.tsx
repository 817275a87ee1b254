import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  emailPreferenceTypes,
  PREFERENCE_LABELS,
  type DeliveryChannel,
  type PreferenceType,
} from '../../../../domain/notifications/notifications';
import { PRODUCT_NAME } from '../../../../domain/product';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { useIsOnline } from '../../../lib/use-is-online';
import { QueryError } from '../../collections/public';
import { SettingsCard } from '../../account/public';
import { useNotificationPreferences, useSetNotificationPreference } from '../api';

/**
 * One switch per type for one channel, saved as it is flipped (Settings → Notifications). The
 * push switches (decision 019) use it too, in the card's `pushSettings` slot.
 */
export function ChannelSwitches({
  channel,
  types,
  nameSuffix,
}: {
  channel: DeliveryChannel;
  types: readonly PreferenceType[];
  /** Said to screen readers after each label, when another list has the same labels. */
  nameSuffix?: string;
}) {
  const { i18n, t } = useLingui();
  const preferences = useNotificationPreferences();
  const setPreference = useSetNotificationPreference();
  const isOnline = useIsOnline();
  const pendingType = setPreference.isPending ? setPreference.variables.type : undefined;
  if (!preferences.data) return null;
  const saved = preferences.data[channel] as Partial<Record<PreferenceType, boolean>>;

  return (
    <>
      <ul className="grid gap-3">
        {types.map((type) => {
          const id = `${channel}-${type}`;
          const checked =
            pendingType === type ? setPreference.variables!.enabled : (saved[type] ?? false);
          return (
            <li key={type} className="flex items-center justify-between gap-4">
              <Label htmlFor={id} className="font-medium">
                {i18n._(PREFERENCE_LABELS[type])}
                {nameSuffix && <span className="sr-only">{nameSuffix}</span>}
              </Label>
              <Switch
                id={id}
                checked={checked}
                disabled={!isOnline || pendingType !== undefined}
                onCheckedChange={(enabled) => setPreference.mutate({ type, channel, enabled })}
              />
            </li>
          );
        })}
      </ul>
      {!isOnline && (
        <p className="text-sm text-muted-foreground">
          <Trans>Needs a connection</Trans>
        </p>
      )}
      {setPreference.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(setPreference.error, t`Your choice could not be saved`)}
        </p>
      )}
    </>
  );
}

/**
 * Settings → Notifications (docs/product.md "Notifications"): the one place for how Swapsies
 * reaches a collector: one email switch per type, and in the `pushSettings` slot this browser's
 * phone notifications with their own switches (decision 019).
 */
export function NotificationSettingsCard({ pushSettings }: { pushSettings?: ReactNode }) {
  const { t } = useLingui();
  const preferences = useNotificationPreferences();

  return (
    <section id="notifications" className="scroll-mt-20">
      <SettingsCard
        icon={Mail}
        title={t`Notifications`}
        description={t`How ${PRODUCT_NAME} tells you about swaps: by email and on your phone or computer. Everything also appears under the bell at the top.`}
      >
        {preferences.isPending && (
          <Spinner label={t`Loading your choices…`} className="text-muted-foreground" />
        )}
        {preferences.isError && (
          <QueryError
            title={t`Couldn’t load your notification choices`}
            error={preferences.error}
            onRetry={() => void preferences.refetch()}
            isRetrying={preferences.isFetching}
          />
        )}
        {preferences.data && (
          <div className="grid gap-4">
            <h3 className="text-sm font-bold">
              <Trans>Email me when</Trans>
            </h3>
            <ChannelSwitches channel="email" types={emailPreferenceTypes} />
            {pushSettings}
          </div>
        )}
      </SettingsCard>
    </section>
  );
}
