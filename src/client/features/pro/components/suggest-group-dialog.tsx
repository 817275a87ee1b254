import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { FormActions } from '../../../components/form/form-actions';
import { FormError } from '../../../components/form/form-error';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { toast } from '../../../components/ui/toast-store';
import { useSuggestGroup } from '../api';
import { EMPTY_GROUP_FORM, groupFieldOfFailure, groupFormSchema } from '../group-form';
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
  const { t } = useLingui();
  const form = useSchemaForm(
    groupFormSchema,
    { ...EMPTY_GROUP_FORM, keywords: defaultKeywords },
    { fieldOfError: groupFieldOfFailure },
  );

  const submit = form.handleSubmit((group) =>
    suggest.mutate(group, {
      onSuccess: ({ message }) => {
        toast({ title: t`Group suggested`, description: message, variant: 'success' });
        onDone();
      },
      onError: (error) => form.showServerError(error),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <GroupFields field={form.textField} disabled={suggest.isPending} />
      <FormError message={form.formError} />
      <FormActions
        onCancel={onDone}
        isBusy={suggest.isPending}
        icon={Send}
        busyLabel={t`Sending...`}
      >
        <Trans>Suggest group</Trans>
      </FormActions>
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
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      placement="sheet"
      title={<Trans>Suggest a group</Trans>}
      description={
        <Trans>
          Know a friendly Facebook group where collectors swap stickers? Tell us about it and we’ll
          add it to the group finder once an admin has checked it.
        </Trans>
      }
    >
      <SuggestGroupForm defaultKeywords={defaultKeywords} onDone={() => onOpenChange(false)} />
    </DialogFrame>
  );
}
