import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArchiveX, Ellipsis, Sparkles } from 'lucide-react';
import { SPECIAL_LABELS, type SpecialKind } from '../../../../domain/catalogue/specials';
import { cn } from '../../../lib/cn';
import { DISPLAY_STATE_LABELS, RETIRED_LABEL, type DisplayState } from '../sticker-display';
import { stateLooks } from './sticker-looks';

const states: DisplayState[] = ['needed', 'owned', 'forTrade', 'pending', 'completed'];

/** "Special (foil, badge)": the kinds this album has, in the order the domain lists them. */
function specialsInWords(i18n: I18n, kinds: readonly SpecialKind[]): string {
  const list = new Intl.ListFormat(i18n.locale, { type: 'unit', style: 'short' }).format(
    kinds.map((kind) => i18n._(SPECIAL_LABELS[kind]).toLowerCase()),
  );
  return i18n._(msg`Special (${list})`);
}

/**
 * What each slot's colour and icon mean (docs/product.md "Sticker states and how they change"),
 * the album's specials and codes it no longer has (docs/product.md "Albums and the catalogue"),
 * and how to reach the rest (decision 007).
 */
export function StickerLegend({
  isEditable,
  specialKinds = [],
  hasRetired = false,
}: {
  isEditable: boolean;
  /** The kinds of special this album prints; none shows no specials key. */
  specialKinds?: readonly SpecialKind[];
  hasRetired?: boolean;
}) {
  const { i18n, _ } = useLinguiRuntime();
  const { t } = useLingui();
  return (
    <div className="grid gap-2 text-xs text-muted-foreground">
      <ul aria-label={t`Sticker states`} className="flex flex-wrap gap-x-3 gap-y-1.5">
        {states.map((state) => {
          const Icon = stateLooks[state].icon;
          return (
            <li key={state} className="flex items-center gap-1.5 font-medium text-foreground">
              <span
                aria-hidden
                className={cn(
                  'flex size-5 items-center justify-center rounded-md',
                  stateLooks[state].swatch,
                )}
              >
                <Icon className="size-3" strokeWidth={3} />
              </span>
              {_(DISPLAY_STATE_LABELS[state])}
            </li>
          );
        })}
        {specialKinds.length > 0 && (
          <li className="flex items-center gap-1.5 font-medium text-foreground">
            <span
              aria-hidden
              className="flex size-5 items-center justify-center rounded-md bg-muted"
            >
              <Sparkles className="size-3 fill-current" strokeWidth={2.25} />
            </span>
            {specialsInWords(i18n, specialKinds)}
          </li>
        )}
        {hasRetired && (
          <li className="flex items-center gap-1.5 font-medium text-foreground">
            <span
              aria-hidden
              className="flex size-5 items-center justify-center rounded-md bg-muted"
            >
              <ArchiveX className="size-3" strokeWidth={2.5} />
            </span>
            {_(RETIRED_LABEL)}
          </li>
        )}
      </ul>
      <p className="flex flex-wrap items-center gap-1">
        {isEditable ? (
          <Trans>Tap a number to mark it owned.</Trans>
        ) : (
          <Trans>Tap a number to see its details.</Trans>
        )}
        <span className="inline-flex items-center gap-1">
          <Trans>
            Tap <Ellipsis aria-hidden className="size-4" />
            <span className="sr-only">the details strip</span> or press and hold for more.
          </Trans>
        </span>
      </p>
    </div>
  );
}
