import { LoaderCircle, Send } from 'lucide-react';
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
import { useSuggestGroup } from '../api';
import { EMPTY_GROUP_FORM } from '../group-form';
import { useGroupForm } from '../use-group-form';
import { FormError } from './form-error';
import { GroupFields } from './group-fields';

interface SuggestGroupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pre-fills the album keywords, e.g. with the album's title when opened from the finder. */
  defaultKeywords?: string;
}

function SuggestGroupForm({
  defaultKeywords = '',
  onDone,
}: {
  defaultKeywords?: string;
  onDone: () => void;
}) {
  const suggest = useSuggestGroup();
  const form = useGroupForm({ ...EMPTY_GROUP_FORM, keywords: defaultKeywords });

  const submit = form.handleSubmit((group) =>
    suggest.mutate(group, {
      onSuccess: ({ message }) => {
        toast({ title: 'Group suggested', description: message, variant: 'success' });
        onDone();
      },
      onError: form.showServerError,
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <GroupFields
        values={form.values}
        errors={form.errors}
        onChange={form.setValue}
        disabled={suggest.isPending}
      />
      <FormError message={form.formError} />
      <DialogFooter>
        <Button type="button" variant="outline" disabled={suggest.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={suggest.isPending} aria-busy={suggest.isPending}>
          {suggest.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden />
          ) : (
            <Send aria-hidden />
          )}
          {suggest.isPending ? 'Sending...' : 'Suggest group'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * docs/product.md "Sharing": a Pro collector suggests a swap group for the directory;
 * an admin checks and approves it. The form starts empty each time the dialog opens.
 */
export function SuggestGroupDialog({
  open,
  onOpenChange,
  defaultKeywords,
}: SuggestGroupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent placement="sheet">
        <DialogHeader>
          <DialogTitle className="text-xl">Suggest a group</DialogTitle>
          <DialogDescription>
            Know a friendly Facebook group where collectors swap stickers? Tell us about it and
            we’ll add it to the group finder once an admin has checked it.
          </DialogDescription>
        </DialogHeader>
        <SuggestGroupForm defaultKeywords={defaultKeywords} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
