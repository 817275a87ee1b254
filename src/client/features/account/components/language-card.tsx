import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { htmlLang, localeNames, locales, matchLocale } from '../../../../domain/locale';
import type { PublicUser } from '../../../../domain/account/user';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { toast, toastError } from '../../../components/ui/toast-store';
import { useChangeLocale } from '../api';
import { SettingsCard } from './settings-card';

/**
 * Settings: the account's language (decision 038, docs/product.md "Languages"). Each language is
 * listed by its own name, so anyone can find theirs whatever the screen speaks now; choosing one
 * saves it to the account and the app switches at once, here and on every device signed in.
 */
export function LanguageCard({ user }: { user: PublicUser }) {
  const selectId = useId();
  const { t, i18n } = useLingui();
  const changeLocale = useChangeLocale();

  function choose(value: string) {
    const locale = matchLocale(value);
    if (!locale || locale === user.locale || changeLocale.isPending) return;
    changeLocale.mutate(locale, {
      // Said in the language just chosen: the app has switched by now.
      onSuccess: () => toast({ title: i18n._(msg`Language saved`), variant: 'success' }),
      onError: (error) => toastError(error, t`Failed to change language`),
    });
  }

  return (
    <SettingsCard
      icon={Languages}
      title={t`Language`}
      description={t`What Swapsies speaks to you in, on every device you sign in on.`}
    >
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={selectId}>
          <Trans>Language</Trans>
        </Label>
        <Select value={user.locale} onValueChange={choose} disabled={changeLocale.isPending}>
          <SelectTrigger id={selectId} aria-busy={changeLocale.isPending}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {locales.map((locale) => (
              <SelectItem key={locale} value={locale} lang={htmlLang(locale)}>
                {localeNames[locale]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </SettingsCard>
  );
}
