import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { MAX_LISTED_PROBLEMS, type SwapProblem } from '../../../../domain/matches/schemas';
import { useSwapProblems } from '../api';
import { AdminCard, ListLoadFailed, ListLoading, RefreshButton, StatePanel } from './admin-card';

function ProblemEntry({ problem }: { problem: SwapProblem }) {
  const { i18n } = useLingui();
  const { reportedBy, about, swapId, albumTitle, note } = problem;
  return (
    <li className="grid gap-1.5 border-t px-4 py-4 text-sm sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="flex items-center gap-2 font-semibold">
          <CircleAlert aria-hidden className="size-4 shrink-0 text-destructive" />
          <span>
            <Trans>
              {reportedBy} reported a problem with {about}
            </Trans>
          </span>
        </p>
        <time dateTime={problem.reportedAt} className="text-xs text-muted-foreground">
          {i18n.date(problem.reportedAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </div>
      <p className="text-muted-foreground">
        <Trans>
          Swap #{swapId} · {albumTitle}
        </Trans>
      </p>
      <p className="break-words">
        {note ? (
          `“${note}”`
        ) : (
          <span className="italic">
            <Trans>No note</Trans>
          </span>
        )}
      </p>
    </li>
  );
}

/** docs/product.md "Trust": every swap a side rated "Problem", for an admin to look into. */
export function SwapProblemsCard() {
  const problems = useSwapProblems();
  const { t } = useLingui();
  let body: ReactNode;
  if (problems.isPending) {
    body = <ListLoading label={t`Loading reported problems...`} />;
  } else if (problems.isError) {
    body = (
      <ListLoadFailed list={problems} title={<Trans>Could not load the reported problems</Trans>} />
    );
  } else if (problems.data.length === 0) {
    body = (
      <StatePanel>
        <ShieldCheck className="size-8" aria-hidden />
        <p>
          <Trans>No swap has been reported as a problem.</Trans>
        </p>
      </StatePanel>
    );
  } else {
    body = (
      <ul aria-label={t`Reported problems`}>
        {problems.data.map((problem) => (
          <ProblemEntry key={`${problem.swapId}-${problem.reportedBy}`} problem={problem} />
        ))}
      </ul>
    );
  }
  const count = problems.data?.length;
  return (
    <AdminCard
      title={<Trans>Reported swap problems</Trans>}
      description={
        count === undefined
          ? t`Swaps a collector rated “Problem”, newest first.`
          : count === MAX_LISTED_PROBLEMS
            ? t`The latest ${MAX_LISTED_PROBLEMS}, newest first.`
            : t`${plural(count, { one: '# report, newest first.', other: '# reports, newest first.' })}`
      }
      actions={<RefreshButton list={problems} label={t`Refresh the reported problems`} />}
    >
      {body}
    </AdminCard>
  );
}
