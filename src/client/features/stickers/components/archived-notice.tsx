import { Trans } from '@lingui/react/macro';
import { Lock } from 'lucide-react';

/** An archived collection can be viewed (and shared) but not changed. */
export function ArchivedNotice() {
  return (
    <div role="status" className="flex items-start gap-3 rounded-card border bg-muted p-4">
      <Lock aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="grid gap-0.5">
        <p className="font-bold">
          <Trans>Archived — read-only</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            You can look through this album and share it, but its stickers can&apos;t be changed.
            Make it active again to carry on collecting.
          </Trans>
        </p>
      </div>
    </div>
  );
}
