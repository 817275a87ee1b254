import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { StickerSlot, slotLooks, type SlotState } from './sticker-slot';

const examples: { state: SlotState; number: string; note: MessageDescriptor }[] = [
  { state: 'needed', number: '12', note: msg`Still to find` },
  { state: 'owned', number: '27', note: msg`In your album` },
  { state: 'trade', number: '35', note: msg`Spare to swap` },
  { state: 'pending', number: '48', note: msg`Swap on its way` },
  { state: 'completed', number: '63', note: msg`Swap done` },
];

/**
 * The five sticker states, each as a slot with its colour, icon and word (docs/product.md
 * "Sticker states and how they change").
 */
export function StickerStateLegend() {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-2 min-[400px]:grid-cols-2 sm:gap-3 md:grid-cols-3 lg:grid-cols-5">
      {examples.map(({ state, number, note }) => (
        <li key={state} className="flex items-center gap-3 rounded-xl bg-background p-3">
          <svg viewBox="0 0 54 56" aria-hidden focusable="false" className="w-11 shrink-0">
            <StickerSlot state={state} number={number} x={1} y={1} width={52} height={54} />
          </svg>
          <span className="leading-tight">
            <span className="block font-bold">{i18n._(slotLooks[state].label)}</span>
            <span className="text-sm text-muted-foreground">{i18n._(note)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
