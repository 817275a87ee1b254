import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { TemplateReportItem } from '../../../../domain/catalogue/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { Label } from '../../../components/ui/label';
import { toast, toastError } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useResolveReport, useTemplateReports } from '../api';
import { AdminCard } from './admin-card';

function ReportRow({ report }: { report: TemplateReportItem }) {
  const resolve = useResolveReport();
  const isOpen = report.status === 'open';
  const { t, i18n } = useLingui();
  const from = report.username ?? t`a deleted account`;
  const on = i18n.date(report.createdAt, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <li
      aria-label={t`Report about ${report.templateTitle}`}
      className="grid gap-2 border-t px-5 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:px-6"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{report.templateTitle}</h3>
          {!isOpen && (
            <Badge variant="secondary">
              <CircleCheck aria-hidden className="size-3" />
              <Trans>Resolved</Trans>
            </Badge>
          )}
        </div>
        <p className="whitespace-pre-line break-words text-sm">{report.message}</p>
        <p className="text-xs text-muted-foreground">
          <Trans>
            From {from} on {on}
          </Trans>
        </p>
      </div>
      {isOpen && (
        <Button
          variant="outline"
          size="sm"
          disabled={resolve.isPending}
          aria-busy={resolve.isPending}
          aria-label={t`Resolve the report about ${report.templateTitle}`}
          onClick={() =>
            resolve.mutate(report.id, {
              onSuccess: () => toast({ title: t`Report resolved`, variant: 'success' }),
              onError: (error) => toastError(error, t`Failed to resolve`),
            })
          }
        >
          {resolve.isPending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <CircleCheck aria-hidden />
          )}
          <Trans>Resolve</Trans>
        </Button>
      )}
    </li>
  );
}

/** Collectors' reports of a wrong checklist (docs/product.md "Albums and the catalogue"). */
export function TemplateReportsCard() {
  const [showAll, setShowAll] = useState(false);
  const reports = useTemplateReports(showAll ? 'all' : 'open');
  const { t } = useLingui();
  return (
    <AdminCard
      title={<Trans>Checklist reports</Trans>}
      description={
        <Trans>What collectors say is wrong with an album’s checklist, newest first.</Trans>
      }
      actions={
        <div className="flex items-center gap-2">
          <Switch id="reports-all" checked={showAll} onCheckedChange={setShowAll} />
          <Label htmlFor="reports-all">
            <Trans>Show resolved</Trans>
          </Label>
        </div>
      }
    >
      {reports.isPending && (
        <div className="flex justify-center border-t p-8">
          <Spinner label={t`Loading reports...`} />
        </div>
      )}
      {reports.isError && (
        <p role="alert" className="border-t p-8 text-center text-sm">
          <Trans>Could not load the reports: {errorMessage(reports.error)}</Trans>
        </p>
      )}
      {reports.data?.length === 0 && (
        <p className="border-t p-8 text-center text-sm text-muted-foreground">
          {showAll ? t`No reports yet.` : t`No open reports.`}
        </p>
      )}
      {reports.data && reports.data.length > 0 && (
        <ul aria-label={t`Checklist reports`}>
          {reports.data.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
