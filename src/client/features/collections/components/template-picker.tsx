import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Flag, Search } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useState } from 'react';
import type { Template } from '../../../../domain/collection/collection';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { ReportTarget } from '../../catalogue/public';
import { useTemplates } from '../api';
import { groupTemplates, matchesTemplateSearch } from '../template-search';
import { QueryError } from './query-error';
import { VerifiedAlbumCard } from './verified-album-card';

interface TemplatePickerProps {
  chosenId: number | undefined;
  onChoose: (template: Template | undefined) => void;
  onCreateNew: () => void;
  /** A verified album's "Start collecting": creates the collection at once. */
  onStart: (template: Template) => void;
  /** The album being started, while its collection is created. */
  startingId: number | undefined;
  isBusy: boolean;
  onReport: (target: ReportTarget) => void;
}

function PickerSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-2">
      <span role="status" className="sr-only">
        <Trans>Loading albums</Trans>
      </span>
      {[0, 1, 2].map((index) => (
        <div key={index} aria-hidden className="h-14 animate-pulse rounded-lg bg-muted" />
      ))}
    </div>
  );
}

const groupHeading = 'text-sm font-bold uppercase tracking-wide text-muted-foreground';

/**
 * New Collection: the verified albums first (badge, publisher, year, size, sections; one tap to
 * start), then the templates other collectors added, one to choose — all searchable by name,
 * publisher and year (docs/product.md "Albums and the catalogue").
 */
export function TemplatePicker({
  chosenId,
  onChoose,
  onCreateNew,
  onStart,
  startingId,
  isBusy,
  onReport,
}: TemplatePickerProps) {
  const { t } = useLingui();
  const templates = useTemplates();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const verifiedId = useId();
  const communityId = useId();

  if (templates.isPending) return <PickerSkeleton />;
  if (templates.isError)
    return (
      <QueryError
        title={t`Couldn’t load the albums`}
        error={templates.error}
        onRetry={() => void templates.refetch()}
        isRetrying={templates.isFetching}
      />
    );
  if (templates.data.length === 0)
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-6 text-center">
        <p className="text-sm text-muted-foreground">
          <Trans>No albums yet. Be the first to add yours.</Trans>
        </p>
        <Button variant="outline" onClick={onCreateNew}>
          <Trans>Create a new template</Trans>
        </Button>
      </div>
    );

  const { verified, community } = groupTemplates(templates.data, search);
  const searched = search.trim();
  const chosen = community.find((template) => template.id === chosenId);
  const chosenTitle = chosen?.title ?? '';
  const choose = (id: string) =>
    onChoose(templates.data.find((template) => String(template.id) === id));

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={searchId}>
          <Trans>Search albums</Trans>
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              // a choice the search hides would be created unseen: drop it
              const current = templates.data.find((template) => template.id === chosenId);
              if (current && !matchesTemplateSearch(current, event.target.value)) {
                onChoose(undefined);
              }
            }}
            placeholder={t`Name, publisher or year`}
            autoComplete="off"
            className="pl-9"
          />
        </div>
      </div>

      {verified.length === 0 && community.length === 0 && (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-5 text-center">
          <p className="text-sm text-muted-foreground">
            <Trans>No album matches “{searched}”.</Trans>
          </p>
          <Button variant="outline" onClick={onCreateNew}>
            <Trans>Create it as a new template</Trans>
          </Button>
        </div>
      )}

      {verified.length > 0 && (
        <section aria-labelledby={verifiedId} className="grid gap-2">
          <h3 id={verifiedId} className={groupHeading}>
            <Trans>Verified albums</Trans>
          </h3>
          <ul className="grid gap-2">
            {verified.map((template) => (
              <VerifiedAlbumCard
                key={template.id}
                template={template}
                onStart={() => onStart(template)}
                onReport={() => onReport({ templateId: template.id, title: template.title })}
                isStarting={startingId === template.id}
                isDisabled={isBusy}
              />
            ))}
          </ul>
        </section>
      )}

      {community.length > 0 && (
        <section aria-labelledby={communityId} className="grid gap-2">
          <h3 id={communityId} className={groupHeading}>
            <Trans>Community templates</Trans>
          </h3>
          <p className="text-xs text-muted-foreground">
            <Trans>Added by other collectors and not checked by us. Choose one, then Create.</Trans>
          </p>
          <RadioGroup.Root
            aria-labelledby={communityId}
            value={chosenId === undefined ? '' : String(chosenId)}
            onValueChange={choose}
            className="grid max-h-[min(24rem,40dvh)] gap-1.5 overflow-y-auto rounded-lg border p-1.5"
          >
            {community.map((template) => (
              <RadioGroup.Item
                key={template.id}
                value={String(template.id)}
                className="flex min-h-12 w-full items-center gap-3 rounded-md px-3 py-2 text-left hover:bg-muted data-[state=checked]:bg-secondary data-[state=checked]:text-secondary-foreground"
              >
                <span
                  aria-hidden
                  className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-input"
                >
                  <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
                </span>
                <span className="grid min-w-0 flex-1">
                  <span className="truncate font-semibold">{template.title}</span>
                  <span className="text-xs text-muted-foreground">
                    <Plural value={template.totalStickers} one="# sticker" other="# stickers" />
                  </span>
                </span>
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          {chosen && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="w-fit"
              onClick={() => onReport({ templateId: chosen.id, title: chosen.title })}
              aria-label={t`Report a wrong checklist for ${chosenTitle}`}
            >
              <Flag aria-hidden />
              <Trans>Report a wrong checklist</Trans>
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
