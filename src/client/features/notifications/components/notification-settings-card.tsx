import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  PREFERENCE_LABELS,
  preferenceTypes,
  type PreferenceType,
} from '../../../../domain/notifications/notifications';
import { PRODUCT_NAME } from '../../../../domain/product';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { useIsOnline } from '../../../lib/use-is-online';
import { QueryError } from '../../collections/components/query-error';
import { SettingsCard } from '../../account/components/settings-card';
import { useNotificationPreferences, useSetNotificationPreference } from '../api';

/**
 * Settings → Notifications (docs/product.md "Notifications"): one email switch per type, saved
 * as it is flipped. `pushSettings` is the slot where the web-push opt-in goes (decision 018);
 * nothing is shown there until a channel fills it.
 */
export function NotificationSettingsCard({ pushSettings }: { pushSettings?: ReactNode }) {
  const preferences = useNotificationPreferences();
  const setPreference = useSetNotificationPreference();
  const isOnline = useIsOnline();
  const pendingType = setPreference.isPending ? setPreference.variables.type : undefined;

  return (
    <section id="notifications" className="scroll-mt-20">
      <SettingsCard
        icon={Mail}
        title="Notifications"
        description={`What ${PRODUCT_NAME} emails you about. Everything also appears under the bell at the top.`}
      >
        {preferences.isPending && (
          <Spinner label="Loading your choices…" className="text-muted-foreground" />
        )}
        {preferences.isError && (
          <QueryError
            title="Couldn’t load your email choices"
            error={preferences.error}
            onRetry={() => void preferences.refetch()}
            isRetrying={preferences.isFetching}
          />
        )}
        {preferences.data && (
          <div className="grid gap-4">
            <h3 className="text-sm font-bold">Email me when</h3>
            <ul className="grid gap-3">
              {preferenceTypes.map((type: PreferenceType) => {
                const id = `email-${type}`;
                const checked =
                  pendingType === type
                    ? setPreference.variables!.enabled
                    : preferences.data.email[type];
                return (
                  <li key={type} className="flex items-center justify-between gap-4">
                    <Label htmlFor={id} className="font-medium">
                      {PREFERENCE_LABELS[type]}
                    </Label>
                    <Switch
                      id={id}
                      checked={checked}
                      disabled={!isOnline || pendingType !== undefined}
                      onCheckedChange={(enabled) =>
                        setPreference.mutate({ type, channel: 'email', enabled })
                      }
                    />
                  </li>
                );
              })}
            </ul>
            {!isOnline && <p className="text-sm text-muted-foreground">Needs a connection</p>}
            {setPreference.isError && (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(setPreference.error, 'Your choice could not be saved')}
              </p>
            )}
            {pushSettings}
          </div>
        )}
      </SettingsCard>
    </section>
  );
}
