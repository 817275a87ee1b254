import { Trans, useLingui } from '@lingui/react/macro';
import type { CollectionSummary } from '../../../../domain/collection/collection';
import { isCollectionEditable } from '../../../../domain/collection/collection';
import { toast, toastError } from '../../../components/ui/toast-store';
import { errorMessage, isUpgradeError } from '../../../lib/api-client';
import { showUpgrade } from '../../pro/public';
import { useSetCollectionStatus } from '../api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface CollectionStatusDialogProps {
  /** The collection to archive or activate; the dialog is open while there is one. */
  collection: CollectionSummary | undefined;
  onClose: () => void;
}

/** Archive (read-only) or activate a collection, after saying what that means. */
export function CollectionStatusDialog({ collection, onClose }: CollectionStatusDialogProps) {
  const { t } = useLingui();
  const setStatus = useSetCollectionStatus();
  const isArchiving = collection ? isCollectionEditable(collection) : true;
  const title = collection?.template.title ?? '';

  const confirm = () => {
    if (!collection) return;
    setStatus.mutate(
      { id: collection.id, status: isArchiving ? 'archived' : 'active' },
      {
        onSuccess: () => {
          onClose();
          toast(
            isArchiving
              ? { title: t`Collection archived`, description: t`${title} is read-only now.` }
              : { title: t`Collection activated`, description: t`${title} can be changed again.` },
          );
        },
        onError: (error) => {
          if (isUpgradeError(error)) {
            onClose();
            showUpgrade(errorMessage(error));
            return;
          }
          toastError(error, t`Failed to activate/archive collection`);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={collection !== undefined}
      onOpenChange={(open) => !open && !setStatus.isPending && onClose()}
      title={isArchiving ? t`Archive ${title}?` : t`Activate ${title}?`}
      description={
        isArchiving ? (
          <>
            <p>
              <Trans>
                An archived collection is read-only: you can still view it and export your trade
                list, but stickers can’t be changed and bulk actions are switched off.
              </Trans>
            </p>
            <p>
              <Trans>You can activate it again at any time.</Trans>
            </p>
          </>
        ) : (
          <p>
            <Trans>
              Activating makes the collection editable again, so you can tick off stickers and
              record swaps.
            </Trans>
          </p>
        )
      }
      confirmLabel={isArchiving ? t`Archive` : t`Activate`}
      isPending={setStatus.isPending}
      onConfirm={confirm}
    />
  );
}
