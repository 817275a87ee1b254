import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareText } from 'lucide-react';
import { DEFAULT_FACEBOOK_MESSAGE } from '../../../../domain/sharing/message';
import { Spinner } from '../../../components/ui/spinner';
import { SettingsCard } from '../../account/public';
import { useFacebookTemplate } from '../api';
import { TemplateForm } from './template-form';
import { TemplateUpgradePrompt } from './template-upgrade-prompt';

interface FacebookTemplateCardProps {
  isPro: boolean;
}

function ProTemplateEditor() {
  const template = useFacebookTemplate(true);
  const { t, i18n } = useLingui();
  if (template.isPending) {
    return (
      <div className="flex min-h-56 items-center justify-center text-muted-foreground">
        <Spinner label={t`Loading your message...`} />
      </div>
    );
  }
  // The server answers the default in the account's language; a Pro's own template as written.
  const saved = template.data ?? i18n._(DEFAULT_FACEBOOK_MESSAGE);
  return (
    <>
      {template.isError && (
        <p role="alert" className="rounded-xl bg-destructive/10 p-3 text-sm">
          <Trans>
            We couldn’t load your saved message, so the default is shown. Saving will replace your
            saved message with what is in the box.
          </Trans>
        </p>
      )}
      <TemplateForm initialTemplate={saved} savedTemplate={saved} isLocked={false} />
    </>
  );
}

/** Settings: the Facebook template editor, disabled with an upgrade prompt unless Pro. */
export function FacebookTemplateCard({ isPro }: FacebookTemplateCardProps) {
  const { t, i18n } = useLingui();
  // The default message in the language shown (decision 038).
  const defaultTemplate = i18n._(DEFAULT_FACEBOOK_MESSAGE);
  return (
    <SettingsCard
      icon={MessageSquareText}
      accent="primary"
      title={t`Facebook message`}
      description={t`What “Copy Facebook Message” puts on your clipboard for swap groups, with your album’s numbers filled in.`}
      contentClassName="grid gap-6"
    >
      {isPro ? (
        <ProTemplateEditor />
      ) : (
        <>
          <TemplateUpgradePrompt />
          <TemplateForm
            initialTemplate={defaultTemplate}
            savedTemplate={defaultTemplate}
            isLocked
          />
        </>
      )}
    </SettingsCard>
  );
}
