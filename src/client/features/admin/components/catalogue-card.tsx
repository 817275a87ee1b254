import {
  BadgeCheck,
  EyeOff,
  Flag,
  GitMerge,
  Pencil,
  Search,
  Upload,
  Eye,
  FilePenLine,
} from 'lucide-react';
import { useId, useState } from 'react';
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
import { describeAlbum, matchesTemplateSearch } from '../../collections/template-search';
import { useAdminTemplates, useModerateTemplate } from '../catalogue-api';
import { ImportChecklistDialog } from './import-checklist-dialog';
import { MergeTemplateDialog } from './merge-template-dialog';
import { PublishVersionDialog } from './publish-version-dialog';
import { RenameTemplateDialog } from './rename-template-dialog';

type Action = 'rename' | 'version' | 'merge' | 'hide';

const collections = (count: number) => (count === 1 ? '1 collection' : `${count} collections`);

function TemplateRow({
  template,
  mergedIntoTitle,
  onAction,
}: {
  template: AdminTemplate;
  mergedIntoTitle: string | undefined;
  onAction: (action: Action) => void;
}) {
  const moderate = useModerateTemplate();
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
            Merged into {mergedIntoTitle ?? 'another album'}
          </Badge>
        )}
        {template.openReports > 0 && (
          <Badge className="border-transparent bg-accent text-accent-foreground">
            <Flag aria-hidden className="size-3" />
            {template.openReports} open {template.openReports === 1 ? 'report' : 'reports'}
          </Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {describeAlbum(template)} · {collections(template.collectionCount)} · version{' '}
        {template.version}
      </p>
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
  const templates = useAdminTemplates();
  const moderate = useModerateTemplate();
  const [search, setSearch] = useState('');
  const [isImporting, setIsImporting] = useState(false);
  const [target, setTarget] = useState<{ action: Action; template: AdminTemplate }>();
  const searchId = useId();
  const all = templates.data ?? [];
  const shown = all.filter((template) => matchesTemplateSearch(template, search));
  const targetFor = (action: Action) => (target?.action === action ? target.template : undefined);
  const close = () => setTarget(undefined);
  const titleOf = (id: number | null) => all.find((template) => template.id === id)?.title;

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

  const verifiedCount = all.filter((t) => t.verified).length;
  const hiddenCount = all.filter((t) => t.hidden).length;

  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Album catalogue</CardTitle>
          <CardDescription>
            {templates.data
              ? `${verifiedCount} verified, ${all.length - verifiedCount} community, ${hiddenCount} hidden.`
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
          {all.length === 0 ? 'No albums yet.' : `No album matches “${search.trim()}”.`}
        </p>
      )}
      {shown.length > 0 && (
        <ul aria-label="Albums">
          {shown.map((template) => (
            <TemplateRow
              key={template.id}
              template={template}
              mergedIntoTitle={titleOf(template.mergedInto)}
              onAction={(action) => setTarget({ action, template })}
            />
          ))}
        </ul>
      )}
      <ImportChecklistDialog open={isImporting} onOpenChange={setIsImporting} />
      <RenameTemplateDialog template={targetFor('rename')} onClose={close} />
      <PublishVersionDialog template={targetFor('version')} onClose={close} />
      <MergeTemplateDialog template={targetFor('merge')} candidates={all} onClose={close} />
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
