import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ParsedChecklist } from '../../../../domain/catalogue/checklist';

/** "980 stickers in 50 sections, 68 specials": what a pasted checklist reads as. */
export function describeChecklist(
  check: Extract<ParsedChecklist, { ok: true }>,
  i18n: I18n,
): string {
  const stickers = check.numbers.length;
  const sections = check.sections.length;
  const specials = Object.keys(check.specials).length;
  const stickerCount = i18n._(msg`${plural(stickers, { one: '# sticker', other: '# stickers' })}`);
  const sectionCount = i18n._(msg`${plural(sections, { one: '# section', other: '# sections' })}`);
  const specialCount = i18n._(msg`${plural(specials, { one: '# special', other: '# specials' })}`);
  return i18n._(msg`${stickerCount} in ${sectionCount}, ${specialCount}`);
}

/**
 * The checklist as read while it is typed: its size, or the first problem with its line number
 * (decision 021). A polite live region, so it is heard without stealing focus.
 */
export function ChecklistCheck({ check }: { check: ParsedChecklist | undefined }) {
  const { i18n } = useLingui();
  return (
    <p aria-live="polite" className="min-h-5 text-sm">
      {check?.ok === true && (
        <span className="flex items-start gap-2 font-medium">
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-owned" />
          <Trans>Reads as {describeChecklist(check, i18n)}.</Trans>
        </span>
      )}
      {check?.ok === false && (
        <span className="flex items-start gap-2 font-medium text-destructive">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {check.message}
        </span>
      )}
    </p>
  );
}
