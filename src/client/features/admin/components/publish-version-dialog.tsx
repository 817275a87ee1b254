import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, LoaderCircle, Upload } from 'lucide-react';
import { useState } from 'react';
import {
  type AdminTemplate,
  type TemplateDetail,
  type TemplateVersionInput,
  type VersionPublished,
} from '../../../../domain/catalogue/schemas';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/dialog-frame';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { TextAreaField } from '../../../components/form/text-area-field';
import { useTemplateDetail } from '../../catalogue/api';
import { FormError } from '../../../components/form/form-error';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { usePreviewVersion, usePublishVersion } from '../api';
import { templateVersionFormSchema } from '../checklist-forms';
import { checklistText } from '../checklist-text';
import { describeVersionChange, versionCodeLists } from '../version-change';
import { useChecklistCheck } from '../use-checklist-check';
import { ChecklistCheck } from './checklist-check';
import { TemplateDialogFrame, type TemplateDialogProps } from './template-dialog-frame';

function VersionPreview({
  template,
  result,
}: {
  template: AdminTemplate;
  result: VersionPublished;
}) {
  const { t, i18n } = useLingui();
  const lists = versionCodeLists(result, i18n);
  const [codes, boards] = describeVersionChange(result, i18n);
  const before = template.totalStickers;
  const after = result.template.totalStickers;
  const next = template.version + 1;
  const specials = t`${plural(result.template.specialCount, { one: '# special', other: '# specials' })}`;
  const afterShown = i18n.number(after);
  return (
    <section
      aria-label={t`What publishing changes`}
      className="grid gap-2 rounded-lg border bg-muted p-3 text-sm"
    >
      <h3 className="font-bold">
        <Trans>What publishing version {next} changes</Trans>
      </h3>
      <p>
        {before === after
          ? t`${plural(after, { one: 'The album keeps # sticker', other: 'The album keeps # stickers' })}, ${specials}.`
          : t`${plural(before, { one: 'The album goes from # sticker', other: 'The album goes from # stickers' })} to ${afterShown}, ${specials}.`}{' '}
        {codes}
      </p>
      {lists.length > 0 ? (
        <dl className="grid gap-1.5">
          {lists.map((list) => (
            <div key={list.label}>
              <dt className="font-semibold">{list.label}</dt>
              <dd className="max-h-24 overflow-y-auto break-words font-mono text-xs">
                {list.codes}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>
          <Trans>
            No code is added, removed or renamed: only the sections, specials or notes change.
          </Trans>
        </p>
      )}
      <p>{boards}</p>
    </section>
  );
}

/**
 * Publish a corrected version of an album (docs/product.md "Albums and the catalogue"): the new
 * checklist, its specials and any renamed codes are read here as typed; "Preview changes" asks the
 * server what would happen without writing anything, and only then can the admin publish.
 */
export function PublishVersionDialog({ template, onClose }: TemplateDialogProps) {
  const { t } = useLingui();
  return (
    <TemplateDialogFrame
      template={template}
      onClose={onClose}
      title={t`Publish a corrected version`}
      description={
        template
          ? t`“${template.title}” is on version ${template.version}. Every collection of it moves onto the corrected checklist, each sticker keeping its state by code.`
          : ''
      }
      maxWidth="2xl"
    >
      {template && <VersionLoader key={template.id} template={template} onDone={onClose} />}
    </TemplateDialogFrame>
  );
}

// The admin's list carries no codes (an album can have a thousand): today's checklist is read
// from the album's detail when the dialog opens.
function VersionLoader({ template, onDone }: { template: AdminTemplate; onDone: () => void }) {
  const detail = useTemplateDetail(template.id);
  const { t } = useLingui();
  if (detail.isPending) {
    return (
      <div className="flex justify-center p-6">
        <Spinner label={t`Loading the checklist...`} />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 p-6 text-center text-sm">
        <p className="font-semibold">
          <Trans>Could not load the checklist</Trans>
        </p>
        <p className="text-muted-foreground">{errorMessage(detail.error)}</p>
        <Button variant="outline" onClick={() => void detail.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return <VersionForm template={template} detail={detail.data} onDone={onDone} />;
}

function VersionForm({
  template,
  detail,
  onDone,
}: {
  template: AdminTemplate;
  detail: TemplateDetail;
  onDone: () => void;
}) {
  const preview = usePreviewVersion();
  const { t, i18n } = useLingui();
  const publish = usePublishVersion();
  // Starts from today's checklist, so a correction is an edit, not a retype.
  const form = useSchemaForm(templateVersionFormSchema, {
    ...checklistText(detail),
    renames: '',
    notes: detail.notes ?? '',
  });
  const [lastPreview, setLastPreview] = useState<{
    /** The form's values it was made from. */
    values: typeof form.values;
    input: TemplateVersionInput;
    /** The server's dry run: what publishing would do, nothing written. */
    result: VersionPublished;
  }>();
  // The preview belongs to the text it was made from: any edit asks for a new one.
  const previewed = lastPreview?.values === form.values ? lastPreview : undefined;
  const check = useChecklistCheck(form.values.codes, form.values.specials);

  const askPreview = form.handleSubmit((input) => {
    if (check && !check.ok) return form.setFormError(check.message);
    const values = form.values;
    preview.mutate(
      { id: template.id, ...input },
      {
        onSuccess: (result) => setLastPreview({ values, input, result }),
        onError: (failure) => form.showServerError(failure, t`The checklist couldn’t be checked`),
      },
    );
  });

  const confirm = () => {
    if (!previewed) return;
    publish.mutate(
      { id: template.id, ...previewed.input },
      {
        onSuccess: (result) => {
          toast({
            title: t`Version ${result.template.version} published`,
            description: describeVersionChange(result, i18n).join(' '),
            variant: 'success',
          });
          onDone();
        },
        onError: (failure) => form.showServerError(failure, t`The version couldn’t be published`),
      },
    );
  };

  const isBusy = preview.isPending || publish.isPending;
  return (
    <form noValidate onSubmit={askPreview} className="grid gap-4">
      <TextAreaField
        {...form.textField('codes')}
        label={t`Corrected checklist`}
        rows={8}
        spellCheck={false}
        hint={t`The whole album, one section per line (“Mexico: MEX1-MEX20”) or CSV with the header code,section,special.`}
      />
      <TextAreaField
        {...form.textField('specials')}
        label={t`Specials (optional)`}
        rows={3}
        spellCheck={false}
        hint={t`One kind per line, e.g. “foil: 00, FWC1-FWC8”.`}
      />
      <TextAreaField
        {...form.textField('renames')}
        label={t`Renamed codes (optional)`}
        rows={2}
        spellCheck={false}
        hint={t`One per line, OLD -> NEW, e.g. “FWC20 -> FWC19”: collectors’ stickers follow the new code.`}
      />
      <TextAreaField {...form.textField('notes')} label={t`Notes (optional)`} rows={2} />
      <ChecklistCheck check={check} />
      {previewed && <VersionPreview template={template} result={previewed.result} />}
      <FormError message={form.formError} />
      <DialogActions>
        <Button type="button" variant="outline" onClick={onDone} disabled={isBusy}>
          <Trans>Cancel</Trans>
        </Button>
        {previewed ? (
          <Button type="button" onClick={confirm} disabled={isBusy} aria-busy={publish.isPending}>
            {publish.isPending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <Upload aria-hidden />
            )}
            {t`Publish version ${template.version + 1}`}
          </Button>
        ) : (
          <Button type="submit" disabled={isBusy} aria-busy={preview.isPending}>
            {preview.isPending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <Eye aria-hidden />
            )}
            <Trans>Preview changes</Trans>
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
