import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { MAX_SPECIAL_RATIO } from '../../../../domain/catalogue/specials';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';

const RATIOS = Array.from({ length: MAX_SPECIAL_RATIO }, (_, index) => index + 1);

/** "1 special = 3 normal" in words; 1 says it is one for one. */
export function ratioInWords(i18n: I18n, ratio: number): string {
  return ratio === 1
    ? i18n._(msg`1 special = 1 normal (one for one)`)
    : i18n._(msg`1 special = ${ratio} normal`);
}

/**
 * The specials ratio of a swap plan (docs/product.md "Albums and the catalogue"): how many normal
 * stickers a special (foil, shiny, badge, legend) is worth when the swap is chosen for you.
 */
export function SpecialRatioField({
  ratio,
  onRatioChange,
}: {
  ratio: number;
  onRatioChange: (ratio: number) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="grid gap-1.5 rounded-lg border bg-card p-3 sm:flex sm:items-center sm:justify-between sm:gap-4">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-semibold">
          <Sparkles aria-hidden className="size-4 fill-current text-trade" />
          <Trans>Specials in swaps</Trans>
        </label>
        <p className="text-xs text-muted-foreground">
          <Trans>
            What a foil, shiny, badge or legend sticker is worth in the swap chosen for you.
          </Trans>
        </p>
      </div>
      <Select value={String(ratio)} onValueChange={(value) => onRatioChange(Number(value))}>
        <SelectTrigger id={id} className="sm:w-64">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {RATIOS.map((value) => (
            <SelectItem key={value} value={String(value)}>
              {ratioInWords(i18n, value)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
