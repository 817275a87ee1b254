import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { toast } from '../../../components/ui/toast-store';
import { downloadFile } from '../trade-image-png';
import type { PreparedImage } from '../use-trade-image-export';

interface ShareImageDialogProps {
  image: PreparedImage | undefined;
  title: string;
  onClose: () => void;
}

const isCancelled = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * Decision 008: on phones that can, 'Share image' hands the PNG to the system share
 * sheet (Facebook, Messenger, Photos…); Download stays available.
 */
export function ShareImageDialog({ image, title, onClose }: ShareImageDialogProps) {
  const { t } = useLingui();
  const share = async () => {
    if (!image) return;
    try {
      await navigator.share({ files: [image.file], title: t`${title} trade list` });
      onClose();
    } catch (error) {
      if (isCancelled(error)) return;
      toast({
        title: t`Sharing failed`,
        description: t`Your phone wouldn’t share the picture. Download it instead.`,
        variant: 'destructive',
      });
    }
  };

  const download = () => {
    if (!image) return;
    downloadFile(image.file);
    toast({ title: t`Trade list downloaded`, description: image.file.name, variant: 'success' });
    onClose();
  };

  return (
    <DialogFrame
      open={image !== undefined}
      onOpenChange={(open) => !open && onClose()}
      placement="sheet"
      title={<Trans>Your trade list is ready</Trans>}
      description={
        <Trans>Share the picture straight into a Facebook group, or save it to your phone.</Trans>
      }
    >
      {image && (
        <img
          src={image.previewUrl}
          alt={t`Trade list image for ${title}`}
          className="max-h-[45dvh] w-full rounded-lg border object-contain object-top"
        />
      )}
      <DialogActions>
        <Button variant="outline" size="lg" onClick={download}>
          <Download aria-hidden />
          <Trans>Download</Trans>
        </Button>
        <Button size="lg" onClick={() => void share()}>
          <Share2 aria-hidden />
          <Trans>Share image</Trans>
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
