import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareText } from 'lucide-react';
import { DEFAULT_FACEBOOK_TEMPLATE } from '../../../../domain/sharing/message';
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
  const { t } = useLingui();
  if (template.isPending) {
    return (
      <div className="flex min-h-56 items-center justify-center text-muted-foreground">
        <Spinner label={t`Loading your message...`} />
      </div>
    );
  }
  const saved = template.data ?? DEFAULT_FACEBOOK_TEMPLATE;
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
  const { t } = useLingui();
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
            initialTemplate={DEFAULT_FACEBOOK_TEMPLATE}
            savedTemplate={DEFAULT_FACEBOOK_TEMPLATE}
            isLocked
          />
        </>
      )}
    </SettingsCard>
  );
}
