import { StickerSlot, type SlotState } from './sticker-slot';

const row: { state: SlotState; number: string }[] = [
  { state: 'owned', number: '1' },
  { state: 'owned', number: '2' },
  { state: 'needed', number: '3' },
  { state: 'trade', number: '4' },
  { state: 'needed', number: '5' },
  { state: 'pending', number: '6' },
];

/** A strip of album slots as they look once the first stickers are in. */
export function SlotRowIllustration() {
  return (
    <svg viewBox="0 0 300 52" aria-hidden focusable="false" className="h-auto w-full">
      {row.map(({ state, number }, index) => (
        <StickerSlot
          key={number}
          state={state}
          number={number}
          x={1 + index * 50}
          y={1}
          width={46}
          height={50}
        />
      ))}
    </svg>
  );
}
