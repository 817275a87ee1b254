import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, TriangleAlert } from 'lucide-react';
import { describeListAge, describeListTime, isListOld } from '../list-age';

/** "List as of 14:32" — or, past a day, its age said plainly. */
export function PartnerListAge({ madeAt, username }: { madeAt: number; username: string }) {
  const { i18n } = useLingui();
  if (isListOld(madeAt)) {
    return (
      <p role="status" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <Trans>
            <strong>This list is {describeListAge(i18n, madeAt)}</strong> (from{' '}
            {describeListTime(i18n, madeAt)}). Ask {username} whether these stickers are still
            right.
          </Trans>
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <Clock aria-hidden className="size-4" />
      <Trans>Their list as of {describeListTime(i18n, madeAt)}</Trans>
    </p>
  );
}
