import { Upload } from 'lucide-react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { toast } from '../../../components/ui/toast-store';
import { FormActions } from '../../../components/form/form-actions';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { FormError } from '../../../components/form/form-error';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useImportChecklist } from '../catalogue-api';
import { checklistImportFormSchema } from '../checklist-forms';
import { useChecklistCheck } from '../use-checklist-check';
import { ChecklistCheck } from './checklist-check';

interface ImportChecklistDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the album just imported, e.g. to show it in a paged list. */
  onImported?: (title: string) => void;
}

const CODES_HINT =
  'One section per line, e.g. “Mexico: MEX1-MEX20”, or CSV with the header code,section,special.';
const SPECIALS_HINT =
  'One kind per line, e.g. “foil: 00, FWC1-FWC8”. Kinds: foil, shiny, badge, legend.';

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
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Import a checklist"
      description="A verified album: collectors see it first on Create Collection, with its sections and specials."
      isWide
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
        toast({
          title: 'Album imported',
          description: `“${template.title}” is in the catalogue as a verified album with ${template.totalStickers.toLocaleString('en-GB')} stickers.`,
          variant: 'success',
        });
        onDone(template.title);
      },
      onError: (error) => form.showServerError(error, 'The checklist couldn’t be imported'),
    });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField {...form.textField('title')} label="Album name" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.textField('publisher')}
          label="Publisher"
          placeholder="e.g. Panini"
          autoComplete="off"
        />
        <TextField
          {...form.textField('year')}
          label="Year"
          inputMode="numeric"
          placeholder="e.g. 2026"
          autoComplete="off"
        />
      </div>
      <TextField
        {...form.textField('source')}
        label="Source (optional)"
        placeholder="Where the checklist comes from, e.g. a URL"
        autoComplete="off"
      />
      <TextAreaField
        {...form.textField('codes')}
        label="Checklist"
        rows={8}
        hint={CODES_HINT}
        spellCheck={false}
        className="font-mono"
      />
      <TextAreaField
        {...form.textField('specials')}
        label="Specials (optional)"
        rows={3}
        hint={SPECIALS_HINT}
        spellCheck={false}
      />
      <TextAreaField
        {...form.textField('notes')}
        label="Notes (optional)"
        rows={2}
        hint="e.g. where sources disagree about the count."
      />
      <ChecklistCheck check={check} />
      <FormError message={form.formError} />
      <FormActions onCancel={() => onDone()} isBusy={importChecklist.isPending} icon={Upload}>
        Import album
      </FormActions>
    </form>
  );
}
