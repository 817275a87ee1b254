import { Trans, useLingui } from '@lingui/react/macro';
import { pushTypes } from '../../../../domain/notifications/notifications';
import { ChannelSwitches } from '../../notifications/public';
import { usePhoneNotifications } from '../use-phone-notifications';
import { PushOptInView } from './push-opt-in';

/**
 * Settings → Notifications, phone part (docs/product.md "Notifications", decision 019): this
 * browser's opt-in, and once it is on here, which swap events go to the collector's phones and
 * computers (one choice per account, for every browser turned on). Nothing when the server has
 * push off.
 */
export function PushSettings() {
  const { t } = useLingui();
  const phone = usePhoneNotifications();
  // Not until the server has said whether push is on: a server without it shows nothing at all.
  if (phone.state === 'hidden' || phone.state === 'checking') return null;
  return (
    <div className="grid gap-4 border-t pt-4">
      <div className="grid gap-1">
        <h3 className="text-sm font-bold">
          <Trans>Phone notifications</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>Each browser is turned on separately; signing out turns it off there.</Trans>
        </p>
      </div>
      <PushOptInView phone={phone} />
      {phone.state === 'on' && phone.busy === undefined && (
        <>
          <h3 className="text-sm font-bold">
            <Trans>Notify my phones and computers when</Trans>
          </h3>
          <ChannelSwitches
            channel="push"
            types={pushTypes}
            nameSuffix={t`, on my phones and computers`}
          />
        </>
      )}
    </div>
  );
}
