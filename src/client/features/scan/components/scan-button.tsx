import { Trans } from '@lingui/react/macro';
import { ScanLine } from 'lucide-react';
import { useState } from 'react';
import { isCollectionEditable, type Collection } from '../../../../domain/collection/collection';
import { Button } from '../../../components/ui/button';
import { onDemand } from '../../../lib/on-demand';

// Scan's code loads when first opened (decision 024: the dashboard's first load gains nothing);
// the OCR engine itself loads later still, when the dialog asks for it (decision 039).
// Its words (the `scan` catalog, decision 038) load with it, as `onDemand` brings every
// signed-in area's.
const ScanDialog = onDemand(async () => (await import('./scan-dialog')).ScanDialog);

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
  const [isOpen, setIsOpen] = useState(false);
  if (!isCollectionEditable(collection)) return null;
  return (
    <>
      <Button variant={variant} onClick={() => setIsOpen(true)} {...ScanDialog.intent}>
        <ScanLine aria-hidden />
        <Trans>Scan</Trans>
      </Button>
      <ScanDialog
        when={isOpen}
        onUnavailable={() => setIsOpen(false)}
        open={isOpen}
        onOpenChange={setIsOpen}
        collection={collection}
      />
    </>
  );
}
