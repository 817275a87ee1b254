import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Users } from 'lucide-react';
import type { GroupResult } from '../../../../domain/groups/schemas';
import { Button } from '../../../components/ui/button';

/** One swap group: its name, what it is about, and an 'Open' link to Facebook if it has one. */
export function GroupCard({ group }: { group: GroupResult }) {
  const { t } = useLingui();
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-background p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-slot bg-secondary text-secondary-foreground"
        >
          <Users className="size-5" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h3 className="font-bold leading-snug break-words">{group.name}</h3>
          {group.description && (
            <p className="text-sm text-muted-foreground break-words">{group.description}</p>
          )}
        </div>
      </div>
      {group.link && (
        <Button
          variant="outline"
          asChild
          className="ml-13 shrink-0 self-start sm:ml-0 sm:self-center"
        >
          <a
            href={group.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`Open ${group.name} on Facebook`}
          >
            <Trans>Open</Trans>
            <ExternalLink aria-hidden />
          </a>
        </Button>
      )}
    </li>
  );
}
