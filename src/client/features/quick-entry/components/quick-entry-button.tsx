import { Trans, useLingui } from '@lingui/react/macro';
import { ListPlus, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { isCollectionEditable, type Collection } from '../../../../domain/collection/collection';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useQuickEntry } from '../use-quick-entry';

// The box's code (the list parser, the preview) loads on first use, so the dashboard's first
// download does not grow; hovering or focusing the button starts it early.
const loadDialog = () => import('./quick-entry-dialog');
type DialogModule = Awaited<ReturnType<typeof loadDialog>>;

/**
 * Decision 010 "Quick entry": the button beside the bulk actions that opens the box for typing or
 * pasting a list. Only for an active collection (archived ones are read-only).
 */
export function QuickEntryButton({ collection }: { collection: Collection }) {
  const { t } = useLingui();
  const state = useQuickEntry(collection.id);
  const [module, setModule] = useState<DialogModule>();
  const [isOpen, setIsOpen] = useState(false);
  const [isLoading, setIsLoading] = useState(false);

  if (!isCollectionEditable(collection)) return null;

  const prefetch = () => void loadDialog().catch(() => undefined);
  const open = () => {
    if (module) {
      setIsOpen(true);
      return;
    }
    setIsLoading(true);
    loadDialog().then(
      (loaded) => {
        setModule(loaded);
        setIsOpen(true);
        setIsLoading(false);
      },
      () => {
        setIsLoading(false);
        toast({
          title: t`Couldn’t open Quick entry`,
          description: t`Check your connection and try again.`,
          variant: 'destructive',
        });
      },
    );
  };

  return (
    <>
      <Button
        variant="outline"
        onClick={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        disabled={isLoading}
        aria-busy={isLoading}
      >
        {isLoading ? (
          <LoaderCircle aria-hidden className="animate-spin" />
        ) : (
          <ListPlus aria-hidden />
        )}
        <Trans>Quick entry</Trans>
      </Button>
      {module && (
        <module.QuickEntryDialog
          open={isOpen}
          onOpenChange={setIsOpen}
          collection={collection}
          state={state}
        />
      )}
    </>
  );
}
