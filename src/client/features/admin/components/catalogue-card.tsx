import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Search, Upload } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { AdminTemplate } from '../../../../domain/catalogue/schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast, toastError } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useAdminTemplates, useModerateTemplate } from '../api';
import { ImportChecklistDialog } from './import-checklist-dialog';
import { MergeTemplateDialog } from './merge-template-dialog';
import { PublishVersionDialog } from './publish-version-dialog';
import { RenameTemplateDialog } from './rename-template-dialog';
import { collections, TemplateRow, type TemplateAction } from './template-row';
import { AdminCard } from './admin-card';

/** How long the search waits after the last key before asking the server. */
const SEARCH_DELAY_MS = 250;

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
  const [target, setTarget] = useState<{ action: TemplateAction; template: AdminTemplate }>();
  const searchId = useId();
  const { t, i18n } = useLingui();
  const shown = templates.data?.templates ?? [];
  const targetFor = (action: TemplateAction) =>
    target?.action === action ? target.template : undefined;
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
            title: t`Album hidden`,
            description: t`“${template.title}” is no longer offered to new collections.`,
            variant: 'success',
          });
          close();
        },
        onError: (error) => toastError(error, t`Failed to hide`),
      },
    );
  };

  const catalogue = templates.data?.catalogue;

  return (
    <AdminCard
      title={<Trans>Album catalogue</Trans>}
      description={
        catalogue
          ? t`${catalogue.verified} verified, ${catalogue.community} community, ${catalogue.hidden} hidden.`
          : t`The albums collectors pick from on Create Collection.`
      }
      actions={
        <Button onClick={() => setIsImporting(true)}>
          <Upload aria-hidden />
          <Trans>Import a checklist</Trans>
        </Button>
      }
    >
      <div className="grid gap-2 px-5 pb-4 sm:px-6">
        <Label htmlFor={searchId}>
          <Trans>Search the catalogue</Trans>
        </Label>
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
            placeholder={t`Name, publisher or year`}
            autoComplete="off"
            className="pl-9"
          />
        </div>
      </div>
      {templates.isPending && (
        <div className="flex justify-center border-t p-8">
          <Spinner label={t`Loading the catalogue...`} />
        </div>
      )}
      {templates.isError && (
        <div
          role="alert"
          className="grid justify-items-center gap-3 border-t p-8 text-center text-sm"
        >
          <p className="font-semibold">
            <Trans>Could not load the catalogue</Trans>
          </p>
          <p className="text-muted-foreground">{errorMessage(templates.error)}</p>
          <Button variant="outline" onClick={() => void templates.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {templates.data && shown.length === 0 && (
        <p className="border-t p-8 text-center text-sm text-muted-foreground">
          {query.q.trim() === ''
            ? templates.data.total === 0
              ? t`No albums yet.`
              : t`No albums on this page.`
            : t`No album matches “${query.q.trim()}”.`}
        </p>
      )}
      {shown.length > 0 && (
        <ul aria-label={t`Albums`} aria-busy={templates.isPlaceholderData}>
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
          aria-label={t`Catalogue pages`}
          className="flex flex-wrap items-center justify-between gap-2 border-t px-5 py-3 sm:px-6"
        >
          <Button
            variant="outline"
            size="sm"
            onClick={() => goTo(query.page - 1)}
            disabled={query.page <= 1 || templates.isPlaceholderData}
          >
            <ChevronLeft aria-hidden />
            <Trans>Previous page</Trans>
          </Button>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t`Page ${query.page} of ${pageCount} · ${templates.data.total} albums`}
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => goTo(query.page + 1)}
            disabled={query.page >= pageCount || templates.isPlaceholderData}
          >
            <Trans>Next page</Trans>
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
        title={t`Hide this album?`}
        description={
          <p>
            {t`“${targetFor('hide')?.title}” will no longer be offered on Create Collection. Its ${collections(targetFor('hide')?.collectionCount ?? 0, i18n)} keep working as they are.`}
          </p>
        }
        confirmLabel={t`Hide album`}
        isPending={moderate.isPending}
        onConfirm={hide}
      />
    </AdminCard>
  );
}
