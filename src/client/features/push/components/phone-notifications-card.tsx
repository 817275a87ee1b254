import { Smartphone } from 'lucide-react';
import { SettingsCard } from '../../account/components/settings-card';
import { usePushPublicKey } from '../api';
import { PushOptIn } from './push-opt-in';

/**
 * Settings "Phone notifications" (docs/product.md "Screens"): the opt-in for this browser. The
 * card is left out when the server has push off.
 */
export function PhoneNotificationsCard() {
  const key = usePushPublicKey();
  if (key.data === null) return null;
  return (
    <SettingsCard
      icon={Smartphone}
      title="Phone notifications"
      description="A notification on this phone or computer when someone proposes, accepts, declines or cancels a swap with you. Each browser is turned on separately; signing out turns it off there."
    >
      <PushOptIn />
    </SettingsCard>
  );
}
