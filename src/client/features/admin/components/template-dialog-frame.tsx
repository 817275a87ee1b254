import type { ComponentProps } from 'react';
import type { AdminTemplate } from '../../../../domain/catalogue/schemas';
import { DialogFrame } from '../../../components/ui/dialog-frame';

/** What each album dialog of the catalogue card takes: the album it is about, if any. */
export interface TemplateDialogProps {
  /** Open while there is one. */
  template: AdminTemplate | undefined;
  onClose: () => void;
}

/** The frame of a dialog about one album: open while `template` is set; closing calls `onClose`. */
export function TemplateDialogFrame({
  template,
  onClose,
  ...frame
}: TemplateDialogProps & Omit<ComponentProps<typeof DialogFrame>, 'open' | 'onOpenChange'>) {
  return (
    <DialogFrame
      open={template !== undefined}
      onOpenChange={(open) => !open && onClose()}
      {...frame}
    />
  );
}
