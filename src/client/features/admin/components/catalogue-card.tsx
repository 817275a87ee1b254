import {
  BadgeCheck,
  ChevronLeft,
  ChevronRight,
  EyeOff,
  Flag,
  GitMerge,
  History,
  Pencil,
  Search,
  Upload,
  Eye,
  FilePenLine,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { AdminTemplate } from '../../../../domain/catalogue/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast, toastError } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { describeAlbum } from '../../collections/public';
import { useAdminTemplates, useModerateTemplate, useTemplateVersions } from '../catalogue-api';
import { ImportChecklistDialog } from './import-checklist-dialog';
import { MergeTemplateDialog } from './merge-template-dialog';
import { PublishVersionDialog } from './publish-version-dialog';
import { RenameTemplateDialog } from './rename-template-dialog';

type Action = 'rename' | 'version' | 'merge' | 'hide';

const collections = (count: number) => (count === 1 ? '1 collection' : `${count} collections`);

/** How long the search waits after the last key before asking the server. */
const SEARCH_DELAY_MS = 250;

const codeCount = (n: number, what: string) => `${n} ${what}`;

/**
 * An album's version history (docs/product.md "Albums and the catalogue"): every corrected
 * checklist published, newest first, with who published it, when, and what it changed.
 */
function VersionHistory({ template }: { template: AdminTemplate }) {
  const versions = useTemplateVersions(template.id, true);
  if (versions.isPending) return <Spinner label="Loading the version history..." />;
  if (versions.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the version history: {errorMessage(versions.error)}
      </p>
    );
  }
  if (versions.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No corrected version yet: this is the checklist as first published.
      </p>
    );
  }
  return (
    <ol aria-label={`Versions of ${template.title}`} className="grid gap-2 text-sm">
      {versions.data.map((entry) => (
        <li key={entry.version} className="grid gap-0.5 rounded-lg bg-muted p-3">
          <p className="font-semibold">
            Version {entry.version} ·{' '}
            {new Date(entry.publishedAt).toLocaleString('en-GB', {
              dateStyle: 'medium',
              timeStyle: 'short',
            })}{' '}
            · {entry.publishedBy ?? 'a former admin'}
          </p>
          <p className="text-muted-foreground">
            Codes: {codeCount(entry.addedCodes, 'added')},{' '}
            {codeCount(entry.removedCodes, 'removed')}, {codeCount(entry.renamedCodes, 'renamed')} ·{' '}
            {entry.collections === 1
              ? '1 collection moved'
              : `${entry.collections} collections moved`}
          </p>
          <p className="break-words">{entry.summary}</p>
        </li>
      ))}
    </ol>
  );
}

function TemplateRow({
  template,
  onAction,
}: {
  template: AdminTemplate;
  onAction: (action: Action) => void;
}) {
  const moderate = useModerateTemplate();
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const historyId = useId();
  const isMerged = template.mergedInto !== null;
  const unhide = () =>
    moderate.mutate(
      { id: template.id, hidden: false },
      {
        onSuccess: () =>
          toast({
            title: 'Album shown again',
            description: `“${template.title}” is offered on Create Collection.`,
            variant: 'success',
          }),
        onError: (error) => toastError(error, 'Failed to unhide'),
      },
    );

  return (
    <li aria-label={template.title} className="grid gap-2 border-t px-5 py-4 sm:px-6">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{template.title}</h3>
        {template.verified && (
          <Badge variant="secondary">
            <BadgeCheck aria-hidden className="size-3" />
            Verified
          </Badge>
        )}
        {template.hidden && !isMerged && (
          <Badge variant="outline">
            <EyeOff aria-hidden className="size-3" />
            Hidden
          </Badge>
        )}
        {isMerged && (
          <Badge variant="outline">
            <GitMerge aria-hidden className="size-3" />
            Merged into {template.mergedIntoTitle ?? 'another album'}
          </Badge>
        )}
        {template.openReports > 0 && (
          <Badge variant="accent">
            <Flag aria-hidden className="size-3" />
            {template.openReports} open {template.openReports === 1 ? 'report' : 'reports'}
          </Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {describeAlbum(template)} · {collections(template.collectionCount)} · version{' '}
        {template.version}
      </p>
      <div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setIsHistoryOpen((isOpen) => !isOpen)}
          aria-expanded={isHistoryOpen}
          aria-controls={historyId}
          aria-label={`Version history of ${template.title}`}
        >
          <History aria-hidden />
          {isHistoryOpen ? 'Hide version history' : 'Version history'}
        </Button>
      </div>
      {isHistoryOpen && (
        <div id={historyId}>
          <VersionHistory template={template} />
        </div>
      )}
      {!isMerged && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAction('rename')}
            aria-label={`Rename ${template.title}`}
          >
            <Pencil aria-hidden />
            Rename
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAction('version')}
            aria-label={`Correct checklist of ${template.title}`}
          >
            <FilePenLine aria-hidden />
            Correct checklist
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAction('merge')}
            aria-label={`Merge ${template.title} into another album`}
          >
            <GitMerge aria-hidden />
            Merge
          </Button>
          {template.hidden ? (
            <Button
              variant="outline"
              size="sm"
              onClick={unhide}
              disabled={moderate.isPending}
              aria-label={`Unhide ${template.title}`}
            >
              <Eye aria-hidden />
              Unhide
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onAction('hide')}
              aria-label={`Hide ${template.title}`}
            >
              <EyeOff aria-hidden />
              Hide
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * docs/product.md "Albums and the catalogue": the shared catalogue as admins keep it — import a
 * verified checklist, correct one, rename, merge a duplicate into the right album, hide a template.
 */
export function CatalogueCard() {
  const [search, setSearch] = useState('');
  // The search the server was asked for, a moment after typing stops; a new search starts at page 1.
  const [query, setQuery] = useState({ q: '', page: 1 });
  useEffect(() => {
    const timer = setTimeout(
      () => setQuery((current) => (current.q === search ? current : { q: search, page: 1 })),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search]);
  const templates = useAdminTemplates(query);
  const moderate = useModerateTemplate();
  const [isImporting, setIsImporting] = useState(false);
  const [target, setTarget] = useState<{ action: Action; template: AdminTemplate }>();
  const searchId = useId();
  const shown = templates.data?.templates ?? [];
  const targetFor = (action: Action) => (target?.action === action ? target.template : undefined);
  const close = () => setTarget(undefined);
  const pageCount = templates.data
    ? Math.max(1, Math.ceil(templates.data.total / templates.data.pageSize))
    : 1;
  const goTo = (page: number) => setQuery((current) => ({ ...current, page }));
  // Hiding or merging can shorten the list: a page past the end goes back to the last one.
  const isPastTheEnd = templates.data !== undefined && query.page > pageCount;
  useEffect(() => {
    if (isPastTheEnd) setQuery((current) => ({ ...current, page: pageCount }));
  }, [isPastTheEnd, pageCount]);

  const hide = () => {
    const template = targetFor('hide');
    if (!template) return;
    moderate.mutate(
      { id: template.id, hidden: true },
      {
        onSuccess: () => {
          toast({
            title: 'Album hidden',
            description: `“${template.title}” is no longer offered to new collections.`,
            variant: 'success',
          });
          close();
        },
        onError: (error) => toastError(error, 'Failed to hide'),
      },
    );
  };

  const catalogue = templates.data?.catalogue;

  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Album catalogue</CardTitle>
          <CardDescription>
            {catalogue
              ? `${catalogue.verified} verified, ${catalogue.community} community, ${catalogue.hidden} hidden.`
              : 'The albums collectors pick from on Create Collection.'}
          </CardDescription>
        </div>
        <Button onClick={() => setIsImporting(true)}>
          <Upload aria-hidden />
          Import a checklist
        </Button>
      </CardHeader>
      <div className="grid gap-2 px-5 pb-4 sm:px-6">
        <Label htmlFor={searchId}>Search the catalogue</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name, publisher or year"
            autoComplete="off"
            className="pl-9"
          />
        </div>
      </div>
      {templates.isPending && (
        <div className="flex justify-center border-t p-8">
          <Spinner label="Loading the catalogue..." />
        </div>
      )}
      {templates.isError && (
        <div
          role="alert"
          className="grid justify-items-center gap-3 border-t p-8 text-center text-sm"
        >
          <p className="font-semibold">Could not load the catalogue</p>
          <p className="text-muted-foreground">{errorMessage(templates.error)}</p>
          <Button variant="outline" onClick={() => void templates.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {templates.data && shown.length === 0 && (
        <p className="border-t p-8 text-center text-sm text-muted-foreground">
          {query.q.trim() === ''
            ? templates.data.total === 0
              ? 'No albums yet.'
              : 'No albums on this page.'
            : `No album matches “${query.q.trim()}”.`}
        </p>
      )}
      {shown.length > 0 && (
        <ul aria-label="Albums" aria-busy={templates.isPlaceholderData}>
          {shown.map((template) => (
            <TemplateRow
              key={template.id}
              template={template}
              onAction={(action) => setTarget({ action, template })}
            />
          ))}
        </ul>
      )}
      {templates.data && pageCount > 1 && (
        <nav
          aria-label="Catalogue pages"
          className="flex flex-wrap items-center justify-between gap-2 border-t px-5 py-3 sm:px-6"
        >
          <Button
            variant="outline"
            size="sm"
            onClick={() => goTo(query.page - 1)}
            disabled={query.page <= 1 || templates.isPlaceholderData}
          >
            <ChevronLeft aria-hidden />
            Previous page
          </Button>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Page {query.page} of {pageCount} · {templates.data.total} albums
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => goTo(query.page + 1)}
            disabled={query.page >= pageCount || templates.isPlaceholderData}
          >
            Next page
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      )}
      <ImportChecklistDialog
        open={isImporting}
        onOpenChange={setIsImporting}
        // The list is paged: the album just imported is shown by searching for it.
        onImported={setSearch}
      />
      <RenameTemplateDialog template={targetFor('rename')} onClose={close} />
      <PublishVersionDialog template={targetFor('version')} onClose={close} />
      <MergeTemplateDialog template={targetFor('merge')} onClose={close} />
      <ConfirmDialog
        open={targetFor('hide') !== undefined}
        onOpenChange={(open) => !open && close()}
        title="Hide this album?"
        description={
          <p>
            “{targetFor('hide')?.title}” will no longer be offered on Create Collection. Its{' '}
            {collections(targetFor('hide')?.collectionCount ?? 0)} keep working as they are.
          </p>
        }
        confirmLabel="Hide album"
        isPending={moderate.isPending}
        onConfirm={hide}
      />
    </Card>
  );
}
