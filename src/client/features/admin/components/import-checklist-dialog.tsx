import { Trans, useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { toast } from '../../../components/ui/toast-store';
import { FormActions } from '../../../components/form/form-actions';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { FormError } from '../../../components/form/form-error';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useImportChecklist } from '../api';
import { checklistImportFormSchema } from '../checklist-forms';
import { useChecklistCheck } from '../use-checklist-check';
import { ChecklistCheck } from './checklist-check';

interface ImportChecklistDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the album just imported, e.g. to show it in a paged list. */
  onImported?: (title: string) => void;
}

/**
 * Import a checklist as a verified album (docs/product.md "Albums and the catalogue"): the
 * checklist is read on this screen as it is typed, with the line of the first problem, and the
 * server reads it again with the same domain code before anything is stored.
 */
export function ImportChecklistDialog({
  open,
  onOpenChange,
  onImported,
}: ImportChecklistDialogProps) {
  const { t } = useLingui();
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t`Import a checklist`}
      description={t`A verified album: collectors see it first on Create Collection, with its sections and specials.`}
      maxWidth="2xl"
    >
      <ImportForm
        onDone={(title) => {
          onOpenChange(false);
          if (title !== undefined) onImported?.(title);
        }}
      />
    </DialogFrame>
  );
}

function ImportForm({ onDone }: { onDone: (importedTitle?: string) => void }) {
  const importChecklist = useImportChecklist();
  const { t, i18n } = useLingui();
  const form = useSchemaForm(checklistImportFormSchema, {
    title: '',
    publisher: '',
    year: '',
    source: '',
    notes: '',
    codes: '',
    specials: '',
  });
  const check = useChecklistCheck(form.values.codes, form.values.specials);

  const submit = form.handleSubmit((body) => {
    if (check && !check.ok) {
      form.setFormError(check.message);
      return;
    }
    importChecklist.mutate(body, {
      onSuccess: (template) => {
        const stickers = i18n.number(template.totalStickers);
        toast({
          title: t`Album imported`,
          description: t`“${template.title}” is in the catalogue as a verified album with ${stickers} stickers.`,
          variant: 'success',
        });
        onDone(template.title);
      },
      onError: (error) => form.showServerError(error, t`The checklist couldn’t be imported`),
    });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField {...form.textField('title')} label={t`Album name`} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.textField('publisher')}
          label={t`Publisher`}
          placeholder={t`e.g. Panini`}
          autoComplete="off"
        />
        <TextField
          {...form.textField('year')}
          label={t`Year`}
          inputMode="numeric"
          placeholder={t`e.g. 2026`}
          autoComplete="off"
        />
      </div>
      <TextField
        {...form.textField('source')}
        label={t`Source (optional)`}
        placeholder={t`Where the checklist comes from, e.g. a URL`}
        autoComplete="off"
      />
      <TextAreaField
        {...form.textField('codes')}
        label={t`Checklist`}
        rows={8}
        hint={t`One section per line, e.g. “Mexico: MEX1-MEX20”, or CSV with the header code,section,special.`}
        spellCheck={false}
        className="font-mono"
      />
      <TextAreaField
        {...form.textField('specials')}
        label={t`Specials (optional)`}
        rows={3}
        hint={t`One kind per line, e.g. “foil: 00, FWC1-FWC8”. Kinds: foil, shiny, badge, legend.`}
        spellCheck={false}
      />
      <TextAreaField
        {...form.textField('notes')}
        label={t`Notes (optional)`}
        rows={2}
        hint={t`e.g. where sources disagree about the count.`}
      />
      <ChecklistCheck check={check} />
      <FormError message={form.formError} />
      <FormActions onCancel={() => onDone()} isBusy={importChecklist.isPending} icon={Upload}>
        <Trans>Import album</Trans>
      </FormActions>
    </form>
  );
}
