import { Download, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
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
  const share = async () => {
    if (!image) return;
    try {
      await navigator.share({ files: [image.file], title: `${title} trade list` });
      onClose();
    } catch (error) {
      if (isCancelled(error)) return;
      toast({
        title: 'Sharing failed',
        description: 'Your phone wouldn’t share the picture. Download it instead.',
        variant: 'destructive',
      });
    }
  };

  const download = () => {
    if (!image) return;
    downloadFile(image.file);
    toast({ title: 'Trade list downloaded', description: image.file.name, variant: 'success' });
    onClose();
  };

  return (
    <Dialog open={image !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent placement="sheet">
        <DialogHeader>
          <DialogTitle size="lg">Your trade list is ready</DialogTitle>
          <DialogDescription>
            Share the picture straight into a Facebook group, or save it to your phone.
          </DialogDescription>
        </DialogHeader>
        {image && (
          <img
            src={image.previewUrl}
            alt={`Trade list image for ${title}`}
            className="max-h-[45dvh] w-full rounded-lg border object-contain object-top"
          />
        )}
        <DialogFooter>
          <Button variant="outline" size="lg" onClick={download}>
            <Download aria-hidden />
            Download
          </Button>
          <Button size="lg" onClick={() => void share()}>
            <Share2 aria-hidden />
            Share image
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
