import { Trans, useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { toast } from '../../../components/ui/toast-store';
import { copySelection } from '../clipboard';

interface ManualCopyDialogProps {
  /** The text that could not be copied; the overlay is open while there is some. */
  text: string | undefined;
  onClose: () => void;
}

function selectAll(textarea: HTMLTextAreaElement) {
  textarea.focus();
  textarea.select();
  // iOS ignores select() on its own
  textarea.setSelectionRange(0, textarea.value.length);
}

/**
 * Decision 008: on a phone whose browser refused to copy, the text in a read-only box,
 * already selected, so a long press (or the Copy button's older copy method) gets it.
 */
export function ManualCopyDialog({ text, onClose }: ManualCopyDialogProps) {
  const { t } = useLingui();
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  const copyAgain = () => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    selectAll(textarea);
    if (copySelection()) {
      toast({ title: t`Copied to clipboard!`, variant: 'success' });
      onClose();
    } else {
      toast({
        title: t`Copy failed`,
        description: t`Press and hold the text, then choose Copy.`,
      });
    }
  };

  return (
    <DialogFrame
      open={text !== undefined}
      onOpenChange={(open) => !open && onClose()}
      placement="sheet"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        if (textareaRef.current) selectAll(textareaRef.current);
      }}
      title={<Trans>Copy your text</Trans>}
      description={
        <Trans>
          Your browser didn’t let us copy it. The text below is selected: press and hold it, then
          choose Copy.
        </Trans>
      }
    >
      <textarea
        ref={textareaRef}
        readOnly
        aria-label={t`Text to copy`}
        value={text ?? ''}
        rows={8}
        className="w-full resize-none rounded-lg border border-input bg-background p-3 text-sm"
      />
      <DialogActions>
        <Button variant="outline" size="lg" onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
        <Button size="lg" onClick={copyAgain}>
          <Copy aria-hidden />
          <Trans>Copy</Trans>
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
