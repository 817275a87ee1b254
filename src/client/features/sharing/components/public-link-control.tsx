import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link2 } from 'lucide-react';
import { useId } from 'react';
import type { Collection } from '../../../../domain/collection/collection';
import { describeMatches, describePublicPage } from '../../../../domain/sharing/audience';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useIsOnline } from '../../../lib/use-is-online';
import type { CopyText } from '../use-clipboard-copy';

interface PublicLinkControlProps {
  collection: Pick<Collection, 'isPublic' | 'publicUrl' | 'findable' | 'circleOnly' | 'status'>;
  /** Turns sharing on or off; the collection as saved, or undefined when it failed (told). */
  onPublicChange: (isPublic: boolean) => Promise<Pick<Collection, 'publicUrl'> | undefined>;
  copy: CopyText;
}

/**
 * docs/product.md "Sharing": the owner turns the public trade list on or off, and copies its
 * link (`publicUrl`, with the collection's unguessable public id: decision 027) to post in a
 * group. A new collection is private until shared, so copying the link of a private one turns
 * sharing on first, and its button says so. The words under the switch say who can see the
 * collection: its public page and swap matches, never "nobody" while the page is on.
 */
export function PublicLinkControl({ collection, onPublicChange, copy }: PublicLinkControlProps) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const switchId = useId();
  const hintId = useId();
  // Turning sharing on or off needs the server; copying a link already made does not.
  const isOnline = useIsOnline();
  const { isPublic, publicUrl, circleOnly } = collection;
  const isArchived = collection.status === 'archived';

  const copyLink = async () => {
    if (publicUrl) {
      await copy(publicUrl, {
        title: t`Copied to clipboard!`,
        description: t`Your public trade list link is ready to paste.`,
      });
      return;
    }
    const shared = await onPublicChange(true);
    if (!shared?.publicUrl) return;
    await copy(shared.publicUrl, {
      title: t`Sharing is on, and the link is copied`,
      description: t`Anyone with the link can now see your needs and spares.`,
    });
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-3">
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={isPublic && !circleOnly}
          onCheckedChange={(next) => void onPublicChange(next)}
          disabled={!isOnline || circleOnly}
          aria-describedby={hintId}
        />
        <div className="grid gap-1">
          <Label htmlFor={switchId} className="cursor-pointer font-semibold">
            <Trans>Share publicly</Trans>
          </Label>
          <p id={hintId} className="text-xs text-muted-foreground">
            {!isOnline && t`Needs a connection to turn sharing on or off.` + ' '}
            {_(describePublicPage(collection))} {_(describeMatches({ ...collection, isArchived }))}
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        disabled={circleOnly || (!publicUrl && !isOnline)}
        onClick={() => void copyLink()}
        aria-describedby={hintId}
      >
        <Link2 aria-hidden />
        {publicUrl ? <Trans>Copy public link</Trans> : <Trans>Share and copy link</Trans>}
      </Button>
    </div>
  );
}
