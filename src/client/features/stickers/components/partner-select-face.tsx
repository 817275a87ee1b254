import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ChevronDown, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { ALL_PARTNERS } from '../../../../domain/collection/filters';
import { selectTriggerClass } from '../../../components/ui/select-look';
import type { StandInProps } from '../../../lib/on-demand';

/** The partner filter's choice of every partner, as the stand-in and the list both name it. */
export const ALL_PARTNERS_LABEL = msg`All partners`;

/** What the partner filter's trigger shows: an icon and the chosen partner. */
export function PartnerSelectFace({ children }: { children: ReactNode }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Users aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <span className="truncate">{children}</span>
    </span>
  );
}

/**
 * The partner filter's trigger alone, as Radix draws it closed, until the select's code has
 * loaded (docs/decisions/024).
 */
export function PartnerSelectStandIn({ partner, ...standIn }: StandInProps & { partner: string }) {
  const { _ } = useLingui();
  return (
    <button
      type="button"
      role="combobox"
      aria-label={_(msg`Partner filter`)}
      aria-autocomplete="none"
      className={selectTriggerClass}
      {...standIn}
    >
      <PartnerSelectFace>
        <span style={{ pointerEvents: 'none' }}>
          {partner === ALL_PARTNERS ? _(ALL_PARTNERS_LABEL) : partner}
        </span>
      </PartnerSelectFace>
      <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
    </button>
  );
}
