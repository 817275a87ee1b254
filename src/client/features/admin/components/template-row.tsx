import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BadgeCheck,
  EyeOff,
  Flag,
  GitMerge,
  History,
  Pencil,
  Eye,
  FilePenLine,
} from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminTemplate } from '../../../../domain/catalogue/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast, toastError } from '../../../components/ui/toast-store';
import { describeAlbum } from '../../collections/public';
import { useModerateTemplate } from '../api';
import { VersionHistory } from './version-history';

/** What an admin can start from an album's row; the catalogue card opens its dialog. */
export type TemplateAction = 'rename' | 'version' | 'merge' | 'hide';

export const collections = (count: number, i18n: I18n) =>
  i18n._(msg`${plural(count, { one: '# collection', other: '# collections' })}`);

/** One album of the catalogue: its badges, its version history and what can be done to it. */
export function TemplateRow({
  template,
  onAction,
}: {
  template: AdminTemplate;
  onAction: (action: TemplateAction) => void;
}) {
  const moderate = useModerateTemplate();
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const historyId = useId();
  const { t, i18n } = useLingui();
  const isMerged = template.mergedInto !== null;
  const unhide = () =>
    moderate.mutate(
      { id: template.id, hidden: false },
      {
        onSuccess: () =>
          toast({
            title: t`Album shown again`,
            description: t`“${template.title}” is offered on Create Collection.`,
            variant: 'success',
          }),
        onError: (error) => toastError(error, t`Failed to unhide`),
      },
    );

  return (
    <li aria-label={template.title} className="grid gap-2 border-t px-5 py-4 sm:px-6">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{template.title}</h3>
        {template.verified && (
          <Badge variant="secondary">
            <BadgeCheck aria-hidden className="size-3" />
            <Trans>Verified</Trans>
          </Badge>
        )}
        {template.hidden && !isMerged && (
          <Badge variant="outline">
            <EyeOff aria-hidden className="size-3" />
            <Trans>Hidden</Trans>
          </Badge>
        )}
        {isMerged && (
          <Badge variant="outline">
            <GitMerge aria-hidden className="size-3" />
            {template.mergedIntoTitle
              ? t`Merged into ${template.mergedIntoTitle}`
              : t`Merged into another album`}
          </Badge>
        )}
        {template.openReports > 0 && (
          <Badge variant="accent">
            <Flag aria-hidden className="size-3" />
            {t`${plural(template.openReports, { one: '# open report', other: '# open reports' })}`}
          </Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {describeAlbum(template)} · {collections(template.collectionCount, i18n)} ·{' '}
        {t`version ${template.version}`}
      </p>
      <div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setIsHistoryOpen((isOpen) => !isOpen)}
          aria-expanded={isHistoryOpen}
          aria-controls={historyId}
          aria-label={t`Version history of ${template.title}`}
        >
          <History aria-hidden />
          {isHistoryOpen ? t`Hide version history` : t`Version history`}
        </Button>
      </div>
      {isHistoryOpen && (
        <div id={historyId}>
          <VersionHistory template={template} />
        </div>
      )}
      {!isMerged && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAction('rename')}
            aria-label={t`Rename ${template.title}`}
          >
            <Pencil aria-hidden />
            <Trans>Rename</Trans>
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAction('version')}
            aria-label={t`Correct checklist of ${template.title}`}
          >
            <FilePenLine aria-hidden />
            <Trans>Correct checklist</Trans>
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAction('merge')}
            aria-label={t`Merge ${template.title} into another album`}
          >
            <GitMerge aria-hidden />
            <Trans>Merge</Trans>
          </Button>
          {template.hidden ? (
            <Button
              variant="outline"
              size="sm"
              onClick={unhide}
              disabled={moderate.isPending}
              aria-label={t`Unhide ${template.title}`}
            >
              <Eye aria-hidden />
              <Trans>Unhide</Trans>
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onAction('hide')}
              aria-label={t`Hide ${template.title}`}
            >
              <EyeOff aria-hidden />
              <Trans>Hide</Trans>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
