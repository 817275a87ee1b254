import { LoaderCircle, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminTemplate } from '../../../../domain/catalogue/schemas';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { TextField } from '../../../components/form/text-field';
import { FormError } from '../../../components/form/form-error';
import { useModerateTemplate } from '../catalogue-api';

/** Rename a template: names are unique ignoring case, and abusive ones are refused (decision 021). */
export function RenameTemplateDialog({
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
      title="Rename album"
      description="Every collection of it shows the new name at once."
    >
      {template && <RenameForm key={template.id} template={template} onDone={onClose} />}
    </DialogFrame>
  );
}

function RenameForm({ template, onDone }: { template: AdminTemplate; onDone: () => void }) {
  const moderate = useModerateTemplate();
  const [title, setTitle] = useState(template.title);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    moderate.mutate(
      { id: template.id, title },
      {
        onSuccess: (renamed) => {
          toast({
            title: 'Album renamed',
            description: `“${template.title}” is now “${renamed.title}”.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure, 'The album couldn’t be renamed')),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        name="title"
        label="Album name"
        value={title}
        onValueChange={(next) => {
          setTitle(next);
          setError(null);
        }}
        autoComplete="off"
      />
      <FormError message={error} />
      <DialogActions>
        <Button type="button" variant="outline" onClick={onDone} disabled={moderate.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={moderate.isPending} aria-busy={moderate.isPending}>
          {moderate.isPending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <Save aria-hidden />
          )}
          Save name
        </Button>
      </DialogActions>
    </form>
  );
}
