import { Trans, useLingui } from '@lingui/react/macro';
import type { CollectionSummary } from '../../../../domain/collection/collection';
import { toast, toastError } from '../../../components/ui/toast-store';
import { useDeleteCollection } from '../api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeleteCollectionDialogProps {
  /** The collection to delete; the dialog is open while there is one. */
  collection: CollectionSummary | undefined;
  onClose: () => void;
  /** After the server deleted it, so the page can show another collection in its place. */
  onDeleted: (collection: CollectionSummary) => void;
}

/** Deleting a collection asks first, because its stickers go with it. */
export function DeleteCollectionDialog({
  collection,
  onClose,
  onDeleted,
}: DeleteCollectionDialogProps) {
  const { t } = useLingui();
  const deleteCollection = useDeleteCollection();
  const title = collection?.template.title ?? '';

  const confirm = () => {
    if (!collection) return;
    deleteCollection.mutate(collection.id, {
      onSuccess: () => {
        onDeleted(collection);
        onClose();
        toast({
          title: t`Collection deleted`,
          description: t`${title} and its stickers are gone.`,
        });
      },
      onError: (error) => toastError(error, t`Failed to delete collection`),
    });
  };

  return (
    <ConfirmDialog
      open={collection !== undefined}
      onOpenChange={(open) => !open && !deleteCollection.isPending && onClose()}
      title={t`Delete ${title}?`}
      description={
        <p>
          <Trans>
            This deletes the collection and everything you have recorded in it: owned, for-trade,
            pending and completed stickers. It cannot be undone.
          </Trans>
        </p>
      }
      confirmLabel={t`Delete Collection`}
      isDestructive
      isPending={deleteCollection.isPending}
      onConfirm={confirm}
    />
  );
}
