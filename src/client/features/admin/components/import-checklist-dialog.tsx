import { LoaderCircle, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { checklistImportSchema } from '../../../../domain/catalogue/schemas';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { FormError } from '../../../components/form/form-error';
import { useImportChecklist } from '../catalogue-api';
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
      className="max-w-2xl"
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
  const [values, setValues] = useState({
    title: '',
    publisher: '',
    year: '',
    source: '',
    notes: '',
    codes: '',
    specials: '',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFormError(null);
  };
  const check = useChecklistCheck(values.codes, values.specials);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = checklistImportSchema.safeParse({
      title: values.title,
      publisher: values.publisher,
      year: values.year.trim() === '' ? undefined : Number(values.year),
      source: values.source.trim() || undefined,
      notes: values.notes.trim() || undefined,
      codes: values.codes,
      specials: values.specials.trim() || undefined,
    });
    if (!body.success) {
      setFormError(body.error.issues[0]?.message ?? 'Check the form');
      return;
    }
    if (check && !check.ok) {
      setFormError(check.message);
      return;
    }
    importChecklist.mutate(body.data, {
      onSuccess: (template) => {
        toast({
          title: 'Album imported',
          description: `“${template.title}” is in the catalogue as a verified album with ${template.totalStickers.toLocaleString('en-GB')} stickers.`,
          variant: 'success',
        });
        onDone(template.title);
      },
      onError: (error) => setFormError(errorMessage(error, 'The checklist couldn’t be imported')),
    });
  };

  const isPending = importChecklist.isPending;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        name="title"
        label="Album name"
        value={values.title}
        onValueChange={set('title')}
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="publisher"
          label="Publisher"
          value={values.publisher}
          onValueChange={set('publisher')}
          placeholder="e.g. Panini"
          autoComplete="off"
        />
        <TextField
          name="year"
          label="Year"
          inputMode="numeric"
          value={values.year}
          onValueChange={set('year')}
          placeholder="e.g. 2026"
          autoComplete="off"
        />
      </div>
      <TextField
        name="source"
        label="Source (optional)"
        value={values.source}
        onValueChange={set('source')}
        placeholder="Where the checklist comes from, e.g. a URL"
        autoComplete="off"
      />
      <TextAreaField
        name="codes"
        label="Checklist"
        value={values.codes}
        onValueChange={set('codes')}
        rows={8}
        hint={CODES_HINT}
        spellCheck={false}
        className="font-mono"
      />
      <TextAreaField
        name="specials"
        label="Specials (optional)"
        value={values.specials}
        onValueChange={set('specials')}
        rows={3}
        hint={SPECIALS_HINT}
        spellCheck={false}
      />
      <TextAreaField
        name="notes"
        label="Notes (optional)"
        value={values.notes}
        onValueChange={set('notes')}
        rows={2}
        hint="e.g. where sources disagree about the count."
      />
      <ChecklistCheck check={check} />
      <FormError message={formError} />
      <DialogActions>
        <Button type="button" variant="outline" onClick={() => onDone()} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          {isPending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <Upload aria-hidden />
          )}
          Import album
        </Button>
      </DialogActions>
    </form>
  );
}
