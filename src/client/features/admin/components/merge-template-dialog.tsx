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
import { useMergeTemplate } from '../catalogue-api';
import { TemplateDialogFrame, type TemplateDialogProps } from './template-dialog-frame';

const collections = (count: number) => (count === 1 ? '1 collection' : `${count} collections`);

/**
 * Merge a duplicate into the right album (docs/product.md "Albums and the catalogue"): every
 * collection of the duplicate moves onto it, stickers matched by code; codes the right album lacks
 * that have copies or a trade are kept and flagged; the duplicate is hidden.
 */
export function MergeTemplateDialog({ template, onClose }: TemplateDialogProps) {
  return (
    <TemplateDialogFrame
      template={template}
      onClose={onClose}
      title="Merge a duplicate"
      description={
        template ? `Move every collection of “${template.title}” onto the right album.` : ''
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
  const [targetId, setTargetId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const target = candidates.find((t) => String(t.id) === targetId);

  const confirm = () => {
    if (!target) return;
    merge.mutate(
      { id: template.id, intoTemplateId: target.id },
      {
        onSuccess: (result) => {
          toast({
            title: 'Albums merged',
            description: `${collections(result.collections)} moved onto “${result.template.title}”${
              result.retired > 0
                ? `; ${result.retired} stickers kept as no longer in the album`
                : ''
            }.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure, 'The albums couldn’t be merged')),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="merge-target">Right album</Label>
        <Select
          value={targetId}
          onValueChange={(value) => {
            setTargetId(value);
            setError(null);
          }}
        >
          <SelectTrigger id="merge-target" aria-label="Right album">
            <SelectValue
              placeholder={offered.isPending ? 'Loading the albums...' : 'Choose the album to keep'}
            />
          </SelectTrigger>
          <SelectContent>
            {candidates.map((candidate) => (
              <SelectItem key={candidate.id} value={String(candidate.id)}>
                {candidate.title}
                {candidate.verified ? ' (verified)' : ''} · {candidate.totalStickers} stickers
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {target && (
        <div role="status" className="grid gap-1.5 rounded-lg bg-muted p-3 text-sm">
          <p className="font-bold">
            {collections(template.collectionCount)} will move from “{template.title}” (
            {template.totalStickers} stickers) to “{target.title}” ({target.totalStickers}{' '}
            stickers).
          </p>
          <p>
            Stickers keep their state by code. A code “{target.title}” does not have is kept,
            flagged “No longer in the album”, when a collector has copies or a trade of it. “
            {template.title}” is then hidden from Create Collection.
          </p>
        </div>
      )}
      <FormError message={error} />
      <DialogActions>
        <Button type="button" variant="outline" onClick={onDone} disabled={merge.isPending}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={!target || merge.isPending} aria-busy={merge.isPending}>
          {merge.isPending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <GitMerge aria-hidden />
          )}
          {target ? `Merge into “${target.title}”` : 'Merge'}
        </Button>
      </DialogActions>
    </div>
  );
}
