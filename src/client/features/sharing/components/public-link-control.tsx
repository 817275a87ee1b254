import { Link2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useIsOnline } from '../../../lib/use-is-online';
import { shareUrl } from '../../../paths';
import type { CopyText } from '../use-clipboard-copy';

interface PublicLinkControlProps {
  collectionId: number;
  isPublic: boolean;
  onPublicChange: (isPublic: boolean) => void;
  copy: CopyText;
}

/**
 * docs/product.md "Screens": the owner turns the public trade list on or off, and copies its
 * link (`{origin}/share?collection={id}`) to post in a group. Copying is off while sharing is.
 */
export function PublicLinkControl({
  collectionId,
  isPublic,
  onPublicChange,
  copy,
}: PublicLinkControlProps) {
  const switchId = useId();
  const hintId = useId();
  // Turning sharing on or off needs the server; copying the link does not.
  const isOnline = useIsOnline();

  const copyLink = () =>
    void copy(`${window.location.origin}${shareUrl(collectionId)}`, {
      title: 'Copied to clipboard!',
      description: 'Your public trade list link is ready to paste.',
    });

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-3">
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={isPublic}
          onCheckedChange={onPublicChange}
          disabled={!isOnline}
          aria-describedby={hintId}
        />
        <div className="grid gap-1">
          <Label htmlFor={switchId} className="cursor-pointer font-semibold">
            Share publicly
          </Label>
          <p id={hintId} className="text-xs text-muted-foreground">
            {!isOnline
              ? 'Needs a connection to turn sharing on or off.'
              : isPublic
                ? 'Anyone with the link can see it.'
                : 'Turn on to copy a link.'}
          </p>
        </div>
      </div>
      <Button variant="secondary" disabled={!isPublic} onClick={copyLink} aria-describedby={hintId}>
        <Link2 aria-hidden />
        Copy public link
      </Button>
    </div>
  );
}
