import type { ReactNode } from 'react';
import { Check } from 'lucide-react';

/** A short list of ticked points under a step or a card. */
export function PointList({ points }: { points: ReactNode[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {points.map((point, index) => (
        <li key={index} className="flex gap-2">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" strokeWidth={3} />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}
