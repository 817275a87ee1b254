import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { writeToClipboard } from './clipboard';
import { isMobileDevice, readDeviceSignals } from './device';

/** The toast asking to copy by hand stays for 8 seconds (decision 008). */
export const MANUAL_COPY_TOAST_MS = 8000;

export interface CopySuccessNotice {
  title: string;
  description?: string;
}

export type CopyText = (text: string, success: CopySuccessNotice) => Promise<boolean>;

/**
 * Copies text with the fallbacks of decision 008: a success toast; on a phone or tablet that
 * refuses, the manual-copy overlay (its text is `manualText`) and a toast saying so; elsewhere a
 * destructive 'Failed to copy' toast. `copy` answers whether the text reached the clipboard.
 */
export function useClipboardCopy() {
  const { t } = useLingui();
  const [manualText, setManualText] = useState<string>();

  const copy = useCallback<CopyText>(
    async (text, success) => {
      if (await writeToClipboard(text)) {
        toast({ ...success, variant: 'success' });
        return true;
      }
      if (isMobileDevice(readDeviceSignals())) {
        setManualText(text);
        toast({
          title: t`Copy it yourself`,
          description: t`Your browser didn’t let us copy. The text is selected: copy it from the box.`,
          duration: MANUAL_COPY_TOAST_MS,
        });
      } else {
        toast({
          title: t`Failed to copy`,
          description: t`Could not copy to the clipboard. Please try again.`,
          variant: 'destructive',
        });
      }
      return false;
    },
    [t],
  );

  return { copy, manualText, closeManualCopy: () => setManualText(undefined) };
}
