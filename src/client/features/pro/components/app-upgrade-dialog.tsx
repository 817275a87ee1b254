import { closeUpgrade, useUpgradeRequest } from '../paywall-store';
import { UpgradeDialog } from './upgrade-dialog';

/** The app's one upgrade dialog, open while the paywall store holds a request. */
export function AppUpgradeDialog() {
  const request = useUpgradeRequest();
  return (
    <UpgradeDialog
      open={request !== null}
      onOpenChange={(open) => !open && closeUpgrade()}
      reason={request?.reason}
    />
  );
}
