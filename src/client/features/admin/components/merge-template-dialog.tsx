import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { GitMerge, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { AdminTemplate, TemplateListItem } from '../../../../domain/catalogue/schemas';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/dialog-frame';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useTemplates } from '../../collections/api';
import { FormError } from '../../../components/form/form-error';
import { useMergeTemplate } from '../api';
import { TemplateDialogFrame, type TemplateDialogProps } from './template-dialog-frame';

const collections = (count: number, i18n: I18n) =>
  i18n._(msg`${plural(count, { one: '# collection', other: '# collections' })}`);

/**
 * Merge a duplicate into the right album (docs/product.md "Albums and the catalogue"): every
 * collection of the duplicate moves onto it, stickers matched by code; codes the right album lacks
 * that have copies or a trade are kept and flagged; the duplicate is hidden.
 */
export function MergeTemplateDialog({ template, onClose }: TemplateDialogProps) {
  const { t } = useLingui();
  return (
    <TemplateDialogFrame
      template={template}
      onClose={onClose}
      title={t`Merge a duplicate`}
      description={
        template ? t`Move every collection of “${template.title}” onto the right album.` : ''
      }
    >
      {template && <MergeForm key={template.id} template={template} onDone={onClose} />}
    </TemplateDialogFrame>
  );
}

function MergeForm({ template, onDone }: { template: AdminTemplate; onDone: () => void }) {
  // The albums offered on Create Collection: the admin's list is paged, and a duplicate goes into
  // an album collectors can pick (not a hidden or merged one).
  const offered = useTemplates();
  const candidates: TemplateListItem[] = (offered.data ?? []).filter((t) => t.id !== template.id);
  const merge = useMergeTemplate();
  const { t, i18n } = useLingui();
  const [targetId, setTargetId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const target = candidates.find((t) => String(t.id) === targetId);

  const confirm = () => {
    if (!target) return;
    merge.mutate(
      { id: template.id, intoTemplateId: target.id },
      {
        onSuccess: (result) => {
          const moved = collections(result.collections, i18n);
          const into = result.template.title;
          const kept = result.retired;
          toast({
            title: t`Albums merged`,
            description:
              kept > 0
                ? t`${moved} moved onto “${into}”; ${kept} stickers kept as no longer in the album.`
                : t`${moved} moved onto “${into}”.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure, t`The albums couldn’t be merged`)),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="merge-target">
          <Trans>Right album</Trans>
        </Label>
        <Select
          value={targetId}
          onValueChange={(value) => {
            setTargetId(value);
            setError(null);
          }}
        >
          <SelectTrigger id="merge-target" aria-label={t`Right album`}>
            <SelectValue
              placeholder={
                offered.isPending ? t`Loading the albums...` : t`Choose the album to keep`
              }
            />
          </SelectTrigger>
          <SelectContent>
            {candidates.map((candidate) => (
              <SelectItem key={candidate.id} value={String(candidate.id)}>
                {candidate.verified
                  ? t`${candidate.title} (verified) · ${candidate.totalStickers} stickers`
                  : t`${candidate.title} · ${candidate.totalStickers} stickers`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {target && (
        <div role="status" className="grid gap-1.5 rounded-lg bg-muted p-3 text-sm">
          <p className="font-bold">
            {t`${collections(template.collectionCount, i18n)} will move from “${template.title}” (${template.totalStickers} stickers) to “${target.title}” (${target.totalStickers} stickers).`}
          </p>
          <p>
            {t`Stickers keep their state by code. A code “${target.title}” does not have is kept, flagged “No longer in the album”, when a collector has copies or a trade of it. “${template.title}” is then hidden from Create Collection.`}
          </p>
        </div>
      )}
      <FormError message={error} />
      <DialogActions>
        <Button type="button" variant="outline" onClick={onDone} disabled={merge.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={confirm} disabled={!target || merge.isPending} aria-busy={merge.isPending}>
          {merge.isPending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <GitMerge aria-hidden />
          )}
          {target ? t`Merge into “${target.title}”` : t`Merge`}
        </Button>
      </DialogActions>
    </div>
  );
}
