import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminTemplate } from '../../../../domain/catalogue/schemas';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useTemplateVersions } from '../api';

/**
 * An album's version history (docs/product.md "Albums and the catalogue"): every corrected
 * checklist published, newest first, with who published it, when, and what it changed.
 */
export function VersionHistory({ template }: { template: AdminTemplate }) {
  const versions = useTemplateVersions(template.id, true);
  const { t, i18n } = useLingui();
  if (versions.isPending) return <Spinner label={t`Loading the version history...`} />;
  if (versions.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        <Trans>Could not load the version history: {errorMessage(versions.error)}</Trans>
      </p>
    );
  }
  if (versions.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No corrected version yet: this is the checklist as first published.</Trans>
      </p>
    );
  }
  return (
    <ol aria-label={t`Versions of ${template.title}`} className="grid gap-2 text-sm">
      {versions.data.map((entry) => {
        const version = entry.version;
        const when = i18n.date(entry.publishedAt, { dateStyle: 'medium', timeStyle: 'short' });
        const by = entry.publishedBy ?? t`a former admin`;
        const { addedCodes: added, removedCodes: removed, renamedCodes: renamed } = entry;
        return (
          <li key={entry.version} className="grid gap-0.5 rounded-lg bg-muted p-3">
            <p className="font-semibold">
              <Trans>
                Version {version} · {when} · {by}
              </Trans>
            </p>
            <p className="text-muted-foreground">
              <Trans>
                Codes: {added} added, {removed} removed, {renamed} renamed
              </Trans>{' '}
              ·{' '}
              {t`${plural(entry.collections, { one: '# collection moved', other: '# collections moved' })}`}
            </p>
            <p className="break-words">{entry.summary}</p>
          </li>
        );
      })}
    </ol>
  );
}
