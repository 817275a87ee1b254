import { Trans, useLingui } from '@lingui/react/macro';
import { Check, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { DirectoryEntry } from '../../../../domain/groups/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast, toastError } from '../../../components/ui/toast-store';
import { useRemoveGroup, useUpdateGroup } from '../api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { GroupEditorDialog } from './group-editor-dialog';

/** One directory entry: what the finder shows, its status, and approve, edit and remove. */
export function GroupEntry({ entry }: { entry: DirectoryEntry }) {
  const [dialog, setDialog] = useState<'edit' | 'remove' | null>(null);
  const approve = useUpdateGroup();
  const remove = useRemoveGroup();
  const isSuggested = entry.status === 'suggested';
  const { t } = useLingui();
  const name = entry.name;

  const approveEntry = () =>
    approve.mutate(
      { id: entry.id, changes: { status: 'approved' } },
      {
        onSuccess: () =>
          toast({
            title: t`Group approved`,
            description: t`${name} now appears in the group finder.`,
            variant: 'success',
          }),
        onError: (error) => toastError(error, t`Failed to approve group`),
      },
    );

  const removeEntry = () =>
    remove.mutate(entry.id, {
      onSuccess: () => {
        toast({ title: t`Group removed`, description: t`${name} is out of the directory.` });
        setDialog(null);
      },
      onError: (error) => toastError(error, t`Failed to remove group`),
    });

  return (
    <li
      aria-label={entry.name}
      className="grid grid-cols-[minmax(0,1fr)] gap-3 border-t px-5 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:px-6"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{entry.name}</h3>
          {isSuggested ? (
            <Badge variant="accent">
              {entry.suggestedBy
                ? t`Suggested by ${entry.suggestedBy}`
                : t`Suggested by a deleted account`}
            </Badge>
          ) : (
            <Badge variant="secondary">
              <Check className="size-3" aria-hidden />
              <Trans>Approved</Trans>
            </Badge>
          )}
        </div>
        {entry.description && <p className="text-sm text-muted-foreground">{entry.description}</p>}
        {entry.keywords && (
          <p className="text-xs text-muted-foreground">
            <span className="font-medium text-foreground">
              <Trans>Keywords:</Trans>
            </span>{' '}
            {entry.keywords}
          </p>
        )}
        {entry.link ? (
          <a
            href={entry.link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-10 w-fit max-w-full items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{entry.link}</span>
          </a>
        ) : (
          <p className="text-xs text-muted-foreground">
            <Trans>No link yet.</Trans>
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {isSuggested && (
          <Button
            size="sm"
            className="h-10"
            disabled={approve.isPending}
            aria-label={t`Approve ${name}`}
            onClick={approveEntry}
          >
            <Check aria-hidden />
            <Trans>Approve</Trans>
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          className="h-10"
          aria-label={t`Edit ${name}`}
          onClick={() => setDialog('edit')}
        >
          <Pencil aria-hidden />
          <Trans>Edit</Trans>
        </Button>
        <Button
          size="sm"
          variant="ghostDestructive"
          className="h-10"
          aria-label={t`Remove ${name}`}
          onClick={() => setDialog('remove')}
        >
          <Trash2 aria-hidden />
          <Trans>Remove</Trans>
        </Button>
      </div>
      <GroupEditorDialog
        open={dialog === 'edit'}
        onOpenChange={(open) => setDialog(open ? 'edit' : null)}
        entry={entry}
      />
      <ConfirmDialog
        open={dialog === 'remove'}
        onOpenChange={(open) => setDialog(open ? 'remove' : null)}
        title={t`Remove ${name}?`}
        description={
          <p>
            <Trans>It leaves the directory and the group finder. This cannot be undone.</Trans>
          </p>
        }
        confirmLabel={t`Remove group`}
        isDestructive
        isPending={remove.isPending}
        onConfirm={removeEntry}
      />
    </li>
  );
}
