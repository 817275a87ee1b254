import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, ScanLine } from 'lucide-react';
import { useState } from 'react';
import { isCollectionEditable, type Collection } from '../../../../domain/collection/collection';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { loadAreaMessages } from '../../../lib/i18n';

// Scan's code loads when first opened (decision 024: the dashboard's first load gains nothing);
// the OCR engine itself loads later still, when the dialog asks for it (decision 039).
// Its words (the `scan` catalog, decision 038) load with it.
const loadDialog = async () => {
  const [dialog] = await Promise.all([import('./scan-dialog'), loadAreaMessages('scan')]);
  return dialog;
};
type DialogModule = Awaited<ReturnType<typeof loadDialog>>;

/**
 * docs/product.md "Scan": the button beside Quick entry that opens the camera (or a photo) and
 * lists the album's stickers it reads. Only for an active collection (archived ones are
 * read-only).
 */
export function ScanButton({
  collection,
  variant = 'outline',
}: {
  collection: Collection;
  variant?: 'outline' | 'ghost';
}) {
  const { t } = useLingui();
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
          title: t`Couldn’t open Scan`,
          description: t`Check your connection and try again.`,
          variant: 'destructive',
        });
      },
    );
  };

  return (
    <>
      <Button
        variant={variant}
        onClick={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        disabled={isLoading}
        aria-busy={isLoading}
      >
        {isLoading ? (
          <LoaderCircle aria-hidden className="animate-spin" />
        ) : (
          <ScanLine aria-hidden />
        )}
        <Trans>Scan</Trans>
      </Button>
      {module && (
        <module.ScanDialog open={isOpen} onOpenChange={setIsOpen} collection={collection} />
      )}
    </>
  );
}
