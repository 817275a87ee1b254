import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { ALL_PARTNERS } from '../../../../domain/collection/filters';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import type { ControlProps } from '../../../lib/on-demand';
import { ALL_PARTNERS_LABEL, PartnerSelectFace } from './partner-select-face';

export interface PartnerSelectProps {
  partner: string;
  partners: readonly string[];
  onPartnerChange: (partner: string) => void;
}

/**
 * The partner filter. Its code loads on demand (`onDemandControl`, docs/decisions/024): the
 * filter bar shows `PartnerSelectStandIn` until then.
 */
export function PartnerSelect({
  partner,
  partners,
  onPartnerChange,
  defaultOpen,
  autoFocus,
}: PartnerSelectProps & ControlProps) {
  const { _ } = useLinguiRuntime();
  const { t } = useLingui();
  return (
    <Select value={partner} onValueChange={onPartnerChange} defaultOpen={defaultOpen}>
      <SelectTrigger aria-label={t`Partner filter`} autoFocus={autoFocus}>
        <PartnerSelectFace>
          <SelectValue />
        </PartnerSelectFace>
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL_PARTNERS}>{_(ALL_PARTNERS_LABEL)}</SelectItem>
        {partners.map((name) => (
          <SelectItem key={name} value={name}>
            {name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
