import { BadgeCheck, Flag, LoaderCircle, Sparkles } from 'lucide-react';
import type { Template } from '../../../../domain/collection/collection';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { describeAlbum } from '../template-search';

interface VerifiedAlbumCardProps {
  template: Template;
  /** One tap starts the collection: the album is already checked, so there is nothing to choose. */
  onStart: () => void;
  onReport: () => void;
  isStarting: boolean;
  isDisabled: boolean;
}

/**
 * A verified album on Create Collection (docs/product.md "Albums and the catalogue"): the badge,
 * publisher, year, size, specials and sections, and "Start collecting" — the second tap from the
 * dashboard, so a new collector has their album's printed codes in two taps.
 */
export function VerifiedAlbumCard({
  template,
  onStart,
  onReport,
  isStarting,
  isDisabled,
}: VerifiedAlbumCardProps) {
  const sections = template.sections ?? [];
  return (
    <li>
      <article
        aria-label={template.title}
        className="grid gap-2 rounded-lg border bg-card p-3 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-bold leading-tight">{template.title}</h3>
          <Badge variant="secondary" className="gap-1">
            <BadgeCheck aria-hidden className="size-3.5" />
            Verified
          </Badge>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          {template.specialCount > 0 && <Sparkles aria-hidden className="size-3.5 text-trade" />}
          {describeAlbum(template)}
        </p>
        {sections.length > 0 && (
          <details className="text-sm">
            <summary className="w-fit cursor-pointer rounded font-medium text-foreground underline-offset-2 hover:underline">
              {sections.length} {sections.length === 1 ? 'section' : 'sections'}
            </summary>
            <ul
              className="mt-1.5 flex flex-wrap gap-1.5"
              aria-label={`Sections of ${template.title}`}
            >
              {sections.map((section, index) => (
                <li key={index} className="rounded-md bg-muted px-2 py-0.5 text-xs">
                  {section.title || 'Opening pages'} ({section.count})
                </li>
              ))}
            </ul>
          </details>
        )}
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <Button
            type="button"
            onClick={onStart}
            disabled={isDisabled}
            aria-busy={isStarting}
            aria-label={`Start collecting ${template.title}`}
            className="flex-1 sm:flex-none"
          >
            {isStarting && <LoaderCircle aria-hidden className="animate-spin" />}
            {isStarting ? 'Creating...' : 'Start collecting'}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onReport}
            aria-label={`Report a wrong checklist for ${template.title}`}
          >
            <Flag aria-hidden />
            Report a wrong checklist
          </Button>
        </div>
      </article>
    </li>
  );
}
