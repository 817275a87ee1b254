import { Trans } from '@lingui/react/macro';
import { BackToCollectionsLink } from '../../../components/layout/back-to-collections';

/** Settings: the heading and a back link to the collections. */
export function SettingsHeader() {
  return (
    <div className="grid gap-2">
      <BackToCollectionsLink />
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        <Trans>Settings</Trans>
      </h1>
    </div>
  );
}
