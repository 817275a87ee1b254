import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  const { i18n } = useLinguiRuntime();
  const { t } = useLingui();
  const sections = template.sections ?? [];
  const title = template.title;
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
            <Trans>Verified</Trans>
          </Badge>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          {template.specialCount > 0 && <Sparkles aria-hidden className="size-3.5 text-trade" />}
          {describeAlbum(template, i18n)}
        </p>
        {sections.length > 0 && (
          <details className="text-sm">
            <summary className="w-fit cursor-pointer rounded font-medium text-foreground underline-offset-2 hover:underline">
              <Plural value={sections.length} one="# section" other="# sections" />
            </summary>
            <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={t`Sections of ${title}`}>
              {sections.map((section, index) => (
                <li key={index} className="rounded-md bg-muted px-2 py-0.5 text-xs">
                  {section.title || t`Opening pages`} ({i18n.number(section.count)})
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
            aria-label={t`Start collecting ${title}`}
            className="flex-1 sm:flex-none"
          >
            {isStarting && <LoaderCircle aria-hidden className="animate-spin" />}
            {isStarting ? <Trans>Creating...</Trans> : <Trans>Start collecting</Trans>}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onReport}
            aria-label={t`Report a wrong checklist for ${title}`}
          >
            <Flag aria-hidden />
            <Trans>Report a wrong checklist</Trans>
          </Button>
        </div>
      </article>
    </li>
  );
}
