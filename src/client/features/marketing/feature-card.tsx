import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

// The icon tiles borrow the sticker-state colours, so the page speaks the app's colour language.
const tones = {
  owned: 'bg-owned/12 text-owned',
  trade: 'bg-trade/15 text-trade',
  pending: 'bg-pending/12 text-pending',
  completed: 'bg-completed/12 text-completed',
} as const;

export type FeatureTone = keyof typeof tones;

/** One reason to use the product, as an item of a FeatureGrid: an icon tile, an h3 and a line. */
export function FeatureCard({
  icon: Icon,
  title,
  tone = 'owned',
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  tone?: FeatureTone;
  children: ReactNode;
}) {
  return (
    <li>
      <Card className="flex h-full gap-4 p-5 sm:flex-col sm:gap-0 sm:p-6">
        <span
          className={`flex size-11 shrink-0 items-center justify-center rounded-xl sm:size-12 ${tones[tone]}`}
        >
          <Icon aria-hidden className="size-6" />
        </span>
        <div>
          <h3 className="text-lg leading-snug font-bold sm:mt-5">{title}</h3>
          <p className="mt-1.5 text-pretty text-muted-foreground sm:mt-2">{children}</p>
        </div>
      </Card>
    </li>
  );
}

/** Feature cards in a responsive grid: one column on a phone, up to `columns` on a laptop. */
export function FeatureGrid({ columns, children }: { columns: 2 | 3 | 4; children: ReactNode }) {
  const wide = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' }[columns];
  return <ul className={`grid gap-3 sm:grid-cols-2 sm:gap-6 ${wide}`}>{children}</ul>;
}
