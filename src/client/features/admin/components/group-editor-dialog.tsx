import { useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import type { DirectoryEntry } from '../../../../domain/groups/schemas';
import { FormActions } from '../../../components/form/form-actions';
import { FormError } from '../../../components/form/form-error';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { toast } from '../../../components/ui/toast-store';
import {
  EMPTY_GROUP_FORM,
  groupFieldOfFailure,
  GroupFields,
  groupFormSchema,
  type GroupFormValues,
} from '../../pro/public';
import { useAddGroup, useUpdateGroup } from '../api';

interface GroupEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry to edit; a new entry when absent. */
  entry?: DirectoryEntry;
}

function formValuesOf(entry: DirectoryEntry | undefined): GroupFormValues {
  if (!entry) return EMPTY_GROUP_FORM;
  const { name, description, link, keywords } = entry;
  return { name, description, link: link ?? '', keywords };
}

function GroupEditorForm({ entry, onDone }: { entry?: DirectoryEntry; onDone: () => void }) {
  const add = useAddGroup();
  const update = useUpdateGroup();
  const { t } = useLingui();
  const form = useSchemaForm(groupFormSchema, formValuesOf(entry), {
    fieldOfError: groupFieldOfFailure,
  });
  const isPending = add.isPending || update.isPending;

  const submit = form.handleSubmit((group) => {
    const callbacks = {
      onSuccess: () => {
        toast({
          title: entry ? t`Group updated` : t`Group added`,
          description: t`${group.name.trim()} is in the directory.`,
          variant: 'success',
        });
        onDone();
      },
      // A 400 names the first bad field's problem; it is shown on that field.
      onError: (error: unknown) => form.showServerError(error),
    } as const;
    if (entry) update.mutate({ id: entry.id, changes: group }, callbacks);
    else add.mutate(group, callbacks);
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <GroupFields field={form.textField} disabled={isPending} />
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} isBusy={isPending} icon={Save}>
        {entry ? t`Save changes` : t`Add group`}
      </FormActions>
    </form>
  );
}

/** Add a swap group to the directory, or edit one (a suggestion keeps its status until approved). */
export function GroupEditorDialog({ open, onOpenChange, entry }: GroupEditorDialogProps) {
  const { t } = useLingui();
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      placement="sheet"
      title={entry ? t`Edit group` : t`Add a group`}
      description={
        entry
          ? t`Change what the group finder shows for this group.`
          : t`Added groups appear in the group finder straight away.`
      }
    >
      <GroupEditorForm entry={entry} onDone={() => onOpenChange(false)} />
    </DialogFrame>
  );
}
