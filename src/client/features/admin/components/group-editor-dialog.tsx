import { LoaderCircle, Save } from 'lucide-react';
import type { DirectoryEntry } from '../../../../domain/groups/schemas';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { FormError } from '../../pro/components/form-error';
import { GroupFields } from '../../pro/components/group-fields';
import { EMPTY_GROUP_FORM, type GroupFormValues } from '../../pro/group-form';
import { useGroupForm } from '../../pro/use-group-form';
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
  const form = useGroupForm(formValuesOf(entry));
  const isPending = add.isPending || update.isPending;

  const submit = form.handleSubmit((group) => {
    const callbacks = {
      onSuccess: () => {
        toast({
          title: entry ? 'Group updated' : 'Group added',
          description: `${group.name.trim()} is in the directory.`,
          variant: 'success',
        });
        onDone();
      },
      // A 400 names the first bad field's problem; it is shown on that field.
      onError: form.showServerError,
    } as const;
    if (entry) update.mutate({ id: entry.id, changes: group }, callbacks);
    else add.mutate(group, callbacks);
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <GroupFields
        values={form.values}
        errors={form.errors}
        onChange={form.setValue}
        disabled={isPending}
      />
      <FormError message={form.formError} />
      <DialogFooter>
        <Button type="button" variant="outline" disabled={isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          {isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          {entry ? 'Save changes' : 'Add group'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Add a swap group to the directory, or edit one (a suggestion keeps its status until approved). */
export function GroupEditorDialog({ open, onOpenChange, entry }: GroupEditorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent placement="sheet">
        <DialogHeader>
          <DialogTitle className="text-xl">{entry ? 'Edit group' : 'Add a group'}</DialogTitle>
          <DialogDescription>
            {entry
              ? 'Change what the group finder shows for this group.'
              : 'Added groups appear in the group finder straight away.'}
          </DialogDescription>
        </DialogHeader>
        <GroupEditorForm entry={entry} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
