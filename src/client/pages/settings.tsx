import { AccountInfoCard } from '../features/account/components/account-info-card';
import { ChangeEmailCard } from '../features/account/components/change-email-card';
import { ChangePasswordCard } from '../features/account/components/change-password-card';
import { DeleteAccountCard } from '../features/account/components/delete-account-card';
import { DownloadDataCard } from '../features/account/components/download-data-card';
import { LanguageCard } from '../features/account/components/language-card';
import { SettingsHeader } from '../features/account/components/settings-header';
import { ProBanner } from '../features/pro/components/pro-banner';
import { SuggestGroupCard } from '../features/pro/components/suggest-group-card';
import { NotificationSettingsCard } from '../features/notifications/components/notification-settings-card';
import { AreaCard } from '../features/nearby/components/area-card';
import { PushSettings } from '../features/push/components/push-settings';
import { FacebookTemplateCard } from '../features/settings/components/facebook-template-card';
import { useUser } from '../features/session/api';

/**
 * Settings: one card per concern, stacked — the account and its language, the Facebook message
 * (Pro), then the account's own settings, ending with the one that cannot be undone.
 */
export function SettingsPage() {
  const { user } = useUser();
  // The signed-in route guard has already waited for the user.
  if (!user) return null;

  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-10">
      <SettingsHeader />
      {user.isPro && <ProBanner />}
      <AccountInfoCard user={user} />
      <LanguageCard user={user} />
      <AreaCard />
      <FacebookTemplateCard isPro={user.isPro} />
      {user.isPro && <SuggestGroupCard />}
      <NotificationSettingsCard pushSettings={<PushSettings />} />
      <ChangePasswordCard />
      <ChangeEmailCard user={user} />
      <DownloadDataCard />
      <DeleteAccountCard />
    </main>
  );
}
