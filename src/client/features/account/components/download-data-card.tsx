import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FileJson } from 'lucide-react';
import { PRODUCT_NAME } from '../../../../domain/product';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { DATA_EXPORT_URL } from '../api';
import { SettingsCard } from './settings-card';

/** Download my data: a same-origin link, so the browser saves the server's JSON attachment. */
export function DownloadDataCard() {
  const { t } = useLingui();
  return (
    <SettingsCard
      icon={FileJson}
      title={t`Download my data`}
      description={t`Everything ${PRODUCT_NAME} keeps about you: your account, collections, stickers and trades, in one JSON file.`}
    >
      <a
        href={DATA_EXPORT_URL}
        download
        className={cn(buttonVariants({ variant: 'outline' }), 'w-full sm:w-auto')}
      >
        <Download aria-hidden />
        <Trans>Download my data</Trans>
      </a>
    </SettingsCard>
  );
}
