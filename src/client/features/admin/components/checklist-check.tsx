import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ParsedChecklist } from '../../../../domain/catalogue/checklist';

/** "980 stickers in 50 sections, 68 specials": what a pasted checklist reads as. */
export function describeChecklist(check: Extract<ParsedChecklist, { ok: true }>): string {
  const stickers = check.numbers.length;
  const sections = check.sections.length;
  const specials = Object.keys(check.specials).length;
  return [
    `${stickers.toLocaleString('en-GB')} ${stickers === 1 ? 'sticker' : 'stickers'} in ${sections} ${sections === 1 ? 'section' : 'sections'}`,
    `${specials} ${specials === 1 ? 'special' : 'specials'}`,
  ].join(', ');
}

/**
 * The checklist as read while it is typed: its size, or the first problem with its line number
 * (decision 021). A polite live region, so it is heard without stealing focus.
 */
export function ChecklistCheck({ check }: { check: ParsedChecklist | undefined }) {
  return (
    <p aria-live="polite" className="min-h-5 text-sm">
      {check?.ok === true && (
        <span className="flex items-start gap-2 font-medium">
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-owned" />
          Reads as {describeChecklist(check)}.
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
