import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, RefreshCw, ShieldCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { MAX_LISTED_PROBLEMS, type SwapProblem } from '../../../../domain/matches/schemas';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSwapProblems } from '../api';

function StatePanel({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-3 border-t px-4 py-10 text-center text-sm text-muted-foreground">
      {children}
    </div>
  );
}

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
    body = (
      <StatePanel>
        <Spinner label={t`Loading reported problems...`} />
      </StatePanel>
    );
  } else if (problems.isError) {
    body = (
      <StatePanel>
        <TriangleAlert className="size-8 text-destructive" aria-hidden />
        <p className="font-semibold text-foreground">
          <Trans>Could not load the reported problems</Trans>
        </p>
        <p>{errorMessage(problems.error)}</p>
        <Button variant="outline" onClick={() => void problems.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </StatePanel>
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
    <Card className="overflow-hidden">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>
            <Trans>Reported swap problems</Trans>
          </CardTitle>
          <CardDescription>
            {count === undefined
              ? t`Swaps a collector rated “Problem”, newest first.`
              : count === MAX_LISTED_PROBLEMS
                ? t`The latest ${MAX_LISTED_PROBLEMS}, newest first.`
                : t`${plural(count, { one: '# report, newest first.', other: '# reports, newest first.' })}`}
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label={t`Refresh the reported problems`}
          onClick={() => void problems.refetch()}
          disabled={problems.isFetching}
        >
          <RefreshCw className={problems.isFetching ? 'animate-spin' : undefined} aria-hidden />
        </Button>
      </CardHeader>
      {body}
    </Card>
  );
}
