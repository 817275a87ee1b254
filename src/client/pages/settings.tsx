import { AccountInfoCard } from '../features/account/components/account-info-card';
import { MoreSettingsCard } from '../features/account/components/more-settings-card';
import { SettingsHeader } from '../features/account/components/settings-header';
import { useUser } from '../features/session/api';

/**
 * spec §2 Settings: one card per concern, stacked; new settings (the Facebook template editor)
 * slot in as their own cards between the account details and 'More Settings'.
 */
export function SettingsPage() {
  const { user } = useUser();
  // The signed-in route guard has already waited for the user.
  if (!user) return null;

  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-10">
      <SettingsHeader />
      <AccountInfoCard user={user} />
      <MoreSettingsCard />
    </main>
  );
}
