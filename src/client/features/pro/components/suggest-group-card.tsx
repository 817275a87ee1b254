import { Trans, useLingui } from '@lingui/react/macro';
import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SettingsCard } from '../../account/public';
import { SuggestGroupDialog } from './suggest-group-dialog';

/** On the settings page for Pro members: help the group finder grow by suggesting a group. */
export function SuggestGroupCard() {
  const [isOpen, setIsOpen] = useState(false);
  const { t } = useLingui();
  return (
    <>
      <SettingsCard
        icon={Lightbulb}
        accent="trade"
        title={t`Facebook groups`}
        description={t`Know a good swap group for your album? Suggest it and other collectors will find it in the group finder.`}
      >
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => setIsOpen(true)}>
          <Trans>Suggest a group</Trans>
        </Button>
      </SettingsCard>
      <SuggestGroupDialog open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
