import { Trans, useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { z } from 'zod';
import type { AdminTemplate } from '../../../../domain/catalogue/schemas';
import { FormActions } from '../../../components/form/form-actions';
import { FormError } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { toast } from '../../../components/ui/toast-store';
import { useModerateTemplate } from '../api';
import { TemplateDialogFrame, type TemplateDialogProps } from './template-dialog-frame';

// The name is checked by the server alone (unique ignoring case, not abusive): its refusal shows
// above the buttons.
const renameFormSchema = z.object({ title: z.string() });

/** Rename a template: names are unique ignoring case, and abusive ones are refused (decision 021). */
export function RenameTemplateDialog({ template, onClose }: TemplateDialogProps) {
  const { t } = useLingui();
  return (
    <TemplateDialogFrame
      template={template}
      onClose={onClose}
      title={t`Rename album`}
      description={t`Every collection of it shows the new name at once.`}
    >
      {template && <RenameForm key={template.id} template={template} onDone={onClose} />}
    </TemplateDialogFrame>
  );
}

function RenameForm({ template, onDone }: { template: AdminTemplate; onDone: () => void }) {
  const moderate = useModerateTemplate();
  const { t } = useLingui();
  const form = useSchemaForm(renameFormSchema, { title: template.title });

  const submit = form.handleSubmit(({ title }) =>
    moderate.mutate(
      { id: template.id, title },
      {
        onSuccess: (renamed) => {
          toast({
            title: t`Album renamed`,
            description: t`“${template.title}” is now “${renamed.title}”.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (failure) => form.showServerError(failure, t`The album couldn’t be renamed`),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField {...form.textField('title')} label={t`Album name`} autoComplete="off" />
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} isBusy={moderate.isPending} icon={Save}>
        <Trans>Save name</Trans>
      </FormActions>
    </form>
  );
}
