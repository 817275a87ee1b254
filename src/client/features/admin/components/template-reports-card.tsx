import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { TemplateReportItem } from '../../../../domain/catalogue/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { Label } from '../../../components/ui/label';
import { toast, toastError } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useResolveReport, useTemplateReports } from '../catalogue-api';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

function ReportRow({ report }: { report: TemplateReportItem }) {
  const resolve = useResolveReport();
  const isOpen = report.status === 'open';
  return (
    <li
      aria-label={`Report about ${report.templateTitle}`}
      className="grid gap-2 border-t px-5 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:px-6"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{report.templateTitle}</h3>
          {!isOpen && (
            <Badge variant="secondary">
              <CircleCheck aria-hidden className="size-3" />
              Resolved
            </Badge>
          )}
        </div>
        <p className="whitespace-pre-line break-words text-sm">{report.message}</p>
        <p className="text-xs text-muted-foreground">
          From {report.username ?? 'a deleted account'} on{' '}
          {dateFormat.format(new Date(report.createdAt))}
        </p>
      </div>
      {isOpen && (
        <Button
          variant="outline"
          size="sm"
          disabled={resolve.isPending}
          aria-busy={resolve.isPending}
          aria-label={`Resolve the report about ${report.templateTitle}`}
          onClick={() =>
            resolve.mutate(report.id, {
              onSuccess: () => toast({ title: 'Report resolved', variant: 'success' }),
              onError: (error) => toastError(error, 'Failed to resolve'),
            })
          }
        >
          {resolve.isPending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <CircleCheck aria-hidden />
          )}
          Resolve
        </Button>
      )}
    </li>
  );
}

/** Collectors' reports of a wrong checklist (docs/product.md "Albums and the catalogue"). */
export function TemplateReportsCard() {
  const [showAll, setShowAll] = useState(false);
  const reports = useTemplateReports(showAll ? 'all' : 'open');
  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Checklist reports</CardTitle>
          <CardDescription>
            What collectors say is wrong with an album’s checklist, newest first.
          </CardDescription>
        </div>
        <div className="flex items-center gap-2">
          <Switch id="reports-all" checked={showAll} onCheckedChange={setShowAll} />
          <Label htmlFor="reports-all">Show resolved</Label>
        </div>
      </CardHeader>
      {reports.isPending && (
        <div className="flex justify-center border-t p-8">
          <Spinner label="Loading reports..." />
        </div>
      )}
      {reports.isError && (
        <p role="alert" className="border-t p-8 text-center text-sm">
          Could not load the reports: {errorMessage(reports.error)}
        </p>
      )}
      {reports.data?.length === 0 && (
        <p className="border-t p-8 text-center text-sm text-muted-foreground">
          {showAll ? 'No reports yet.' : 'No open reports.'}
        </p>
      )}
      {reports.data && reports.data.length > 0 && (
        <ul aria-label="Checklist reports">
          {reports.data.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </ul>
      )}
    </Card>
  );
}
