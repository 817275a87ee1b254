import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Archive, ArchiveRestore, BookOpen, Check, Trash2 } from 'lucide-react';
import type { CollectionSummary } from '../../../../domain/collection/collection';
import { isCollectionEditable } from '../../../../domain/collection/collection';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { IntentHandlers } from '../../../lib/on-demand';

interface CollectionCardProps {
  collection: CollectionSummary;
  isSelected: boolean;
  onSelect: () => void;
  onToggleArchived: () => void;
  onDelete: () => void;
  statusIntent?: IntentHandlers;
  deleteIntent?: IntentHandlers;
}

/**
 * A collection's title, sticker count and an Archived badge; the selected card also
 * offers archive/activate and delete. Selecting is a button of its own, so the action buttons
 * are never nested inside it.
 */
export function CollectionCard({
  collection,
  isSelected,
  onSelect,
  onToggleArchived,
  onDelete,
  statusIntent,
  deleteIntent,
}: CollectionCardProps) {
  const { t } = useLingui();
  const { title } = collection.template;
  const { stickerCount, ownedCount } = collection;
  const isArchived = !isCollectionEditable(collection);
  const { i18n } = useLinguiRuntime();
  const owned = i18n.number(ownedCount);
  const total = i18n.number(stickerCount);
  const ownedShare = stickerCount > 0 ? Math.min(1, ownedCount / stickerCount) : 0;

  return (
    <article
      aria-label={title}
      className={cn(
        'relative flex h-full flex-col rounded-card border-2 text-card-foreground transition-colors',
        isSelected ? 'border-primary shadow-md' : 'border-transparent shadow-sm ring-1 ring-border',
        isArchived && !isSelected ? 'bg-muted/60' : 'bg-card',
      )}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={isSelected}
        className="flex flex-1 flex-col gap-3 rounded-t-[inherit] p-4 pb-2 text-left outline-offset-[-2px]"
      >
        <span className="flex items-start gap-3">
          <span
            aria-hidden
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-slot',
              isSelected
                ? 'bg-primary text-primary-foreground'
                : 'bg-secondary text-secondary-foreground',
            )}
          >
            {isSelected ? <Check className="size-5" /> : <BookOpen className="size-5" />}
          </span>
          <span className="grid min-w-0 gap-0.5">
            <span className="line-clamp-2 font-bold leading-snug">{title}</span>
            <span className="text-sm text-muted-foreground">
              <Plural value={stickerCount} one="# sticker" other="# stickers" />
            </span>
          </span>
        </span>
        <span className="grid gap-1.5">
          <span aria-hidden className="block h-2 overflow-hidden rounded-full bg-muted">
            <span
              className={cn('block h-full rounded-full', isArchived ? 'bg-needed' : 'bg-owned')}
              style={{ width: `${ownedShare * 100}%` }}
            />
          </span>
          <span className="text-sm font-medium">
            <Trans>
              {owned} / {total} owned
            </Trans>
          </span>
        </span>
      </button>
      {/* Always the same height, so selecting a card never makes the row jump. */}
      <div className="flex min-h-12 items-center justify-between gap-2 px-4 pb-3">
        {isArchived ? (
          <Badge variant="secondary">
            <Archive className="size-3" aria-hidden />
            <Trans>Archived</Trans>
          </Badge>
        ) : (
          <span />
        )}
        {isSelected && (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={isArchived ? t`Activate` : t`Archive`}
              title={isArchived ? t`Activate` : t`Archive`}
              {...statusIntent}
              onClick={onToggleArchived}
            >
              {isArchived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
            </Button>
            <Button
              variant="ghostDestructive"
              size="icon"
              aria-label={t`Delete`}
              title={t`Delete`}
              {...deleteIntent}
              onClick={onDelete}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
