import { Eye, LoaderCircle, Upload } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import {
  templateVersionSchema,
  type AdminTemplate,
  type TemplateVersionInput,
  type VersionPublished,
} from '../../../../domain/catalogue/schemas';
import { parseChecklist } from '../../../../domain/collection/album-codes';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { TextAreaField } from '../../account/components/text-area-field';
import { FormError } from '../../pro/components/form-error';
import { canPreviewVersion, usePreviewVersion, usePublishVersion } from '../catalogue-api';
import { ChecklistCheck, describeChecklist } from './checklist-check';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a corrected version does, in words: "12 collections move onto it. 2 codes added, …". */
export function describeVersionChange(change: Omit<VersionPublished, 'template'>): string[] {
  return [
    `${count(change.collections, 'collection moves', 'collections move')} onto the corrected checklist.`,
    `${count(change.added, 'code', 'codes')} added, ${count(change.renamed, 'code', 'codes')} renamed, ${count(change.removed, 'code', 'codes')} removed.`,
    change.retired > 0
      ? `${count(change.retired, 'sticker that collectors have copies or a trade of is', 'stickers that collectors have copies or a trade of are')} kept on their boards, flagged “No longer in the album”.`
      : 'No collector has copies or a trade of a removed code, so nothing needs flagging.',
  ];
}

/**
 * Publish a corrected version of an album (docs/product.md "Albums and the catalogue"): the new
 * checklist, its specials and any renamed codes are read here as typed; "Preview changes" asks the
 * server what would happen without writing anything, and only then can the admin publish.
 */
export function PublishVersionDialog({
  template,
  onClose,
}: {
  template: AdminTemplate | undefined;
  onClose: () => void;
}) {
  return (
    <DialogFrame
      open={template !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title="Publish a corrected version"
      description={
        template
          ? `“${template.title}” is on version ${template.version}. Every collection of it moves onto the corrected checklist, each sticker keeping its state by code.`
          : ''
      }
      className="max-w-2xl"
    >
      {template && <VersionForm key={template.id} template={template} onDone={onClose} />}
    </DialogFrame>
  );
}

function VersionForm({ template, onDone }: { template: AdminTemplate; onDone: () => void }) {
  const preview = usePreviewVersion();
  const publish = usePublishVersion();
  const [values, setValues] = useState({ codes: '', specials: '', renames: '', notes: '' });
  const [error, setError] = useState<string | null>(null);
  // The preview belongs to the text it was made from: any edit asks for a new one.
  const [previewed, setPreviewed] = useState<{
    input: TemplateVersionInput;
    /** The server's dry run; absent when it cannot do one (then the preview is this screen's). */
    result?: VersionPublished;
  }>();
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setPreviewed(undefined);
    setError(null);
  };
  const check = useMemo(
    () => (values.codes.trim() ? parseChecklist(values.codes, values.specials) : undefined),
    [values.codes, values.specials],
  );

  const askPreview = (event: FormEvent) => {
    event.preventDefault();
    const body = templateVersionSchema.safeParse({
      codes: values.codes,
      specials: values.specials.trim() || undefined,
      renames: values.renames.trim() || undefined,
      notes: values.notes.trim() || undefined,
    });
    if (!body.success) return setError(body.error.issues[0]?.message ?? 'Check the checklist');
    if (check && !check.ok) return setError(check.message);
    if (!canPreviewVersion) return setPreviewed({ input: body.data });
    preview.mutate(
      { id: template.id, ...body.data },
      {
        onSuccess: (result) => setPreviewed({ input: body.data, result }),
        onError: (failure) => setError(errorMessage(failure, 'The checklist couldn’t be checked')),
      },
    );
  };

  const confirm = () => {
    if (!previewed) return;
    publish.mutate(
      { id: template.id, ...previewed.input },
      {
        onSuccess: (result) => {
          toast({
            title: `Version ${result.template.version} published`,
            description: describeVersionChange(result).slice(0, 2).join(' '),
            variant: 'success',
          });
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure, 'The version couldn’t be published')),
      },
    );
  };

  const isBusy = preview.isPending || publish.isPending;
  return (
    <form noValidate onSubmit={askPreview} className="grid gap-4">
      <TextAreaField
        name="codes"
        label="Corrected checklist"
        value={values.codes}
        onValueChange={set('codes')}
        rows={8}
        spellCheck={false}
        hint="The whole album, one section per line (“Mexico: MEX1-MEX20”) or CSV with the header code,section,special."
      />
      <TextAreaField
        name="specials"
        label="Specials (optional)"
        value={values.specials}
        onValueChange={set('specials')}
        rows={3}
        spellCheck={false}
        hint="One kind per line, e.g. “foil: 00, FWC1-FWC8”."
      />
      <TextAreaField
        name="renames"
        label="Renamed codes (optional)"
        value={values.renames}
        onValueChange={set('renames')}
        rows={2}
        spellCheck={false}
        hint="One per line, OLD -> NEW, e.g. “FWC20 -> FWC19”: collectors’ stickers follow the new code."
      />
      <TextAreaField
        name="notes"
        label="Notes (optional)"
        value={values.notes}
        onValueChange={set('notes')}
        rows={2}
      />
      <ChecklistCheck check={check} />
      {previewed && (
        <section
          aria-label="What publishing changes"
          className="grid gap-1.5 rounded-lg border bg-muted p-3 text-sm"
        >
          <h3 className="font-bold">What publishing version {template.version + 1} changes</h3>
          {previewed.result ? (
            describeVersionChange(previewed.result).map((line) => <p key={line}>{line}</p>)
          ) : (
            <>
              {check?.ok && <p>The corrected checklist has {describeChecklist(check)}.</p>}
              <p>
                {template.collectionCount === 1
                  ? '1 collection moves'
                  : `${template.collectionCount} collections move`}{' '}
                onto it, each sticker keeping its state by code. Codes that are removed but that a
                collector has copies or a trade of stay on their board, flagged “No longer in the
                album”. The counts of codes added, renamed and removed are shown once it is
                published.
              </p>
            </>
          )}
        </section>
      )}
      <FormError message={error} />
      <DialogActions>
        <Button type="button" variant="outline" onClick={onDone} disabled={isBusy}>
          Cancel
        </Button>
        {previewed ? (
          <Button type="button" onClick={confirm} disabled={isBusy} aria-busy={publish.isPending}>
            {publish.isPending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <Upload aria-hidden />
            )}
            Publish version {template.version + 1}
          </Button>
        ) : (
          <Button type="submit" disabled={isBusy} aria-busy={preview.isPending}>
            {preview.isPending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <Eye aria-hidden />
            )}
            Preview changes
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
