import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';

const tones = {
  trade: {
    link: 'border-trade/60 bg-accent/15 hover:bg-accent/30',
    icon: 'bg-accent text-accent-foreground',
  },
  primary: {
    link: 'border-primary/50 bg-secondary/60 hover:bg-secondary',
    icon: 'bg-primary text-primary-foreground',
  },
};

const frame =
  'flex min-h-14 items-center gap-3 rounded-card border-2 px-4 py-2 font-semibold transition-colors';

/**
 * A link to another screen drawn as a card: an icon in a disc, a title and a line under it, and a
 * chevron. Without `href` it stands greyed out and leads nowhere (what it opens is not possible).
 */
export function LinkCard({
  href,
  icon: Icon,
  tone,
  title,
  description,
}: {
  href: string | undefined;
  icon: LucideIcon;
  tone: keyof typeof tones;
  title: ReactNode;
  description: ReactNode;
}) {
  const body = (
    <>
      <span
        aria-hidden
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          tones[tone].icon,
        )}
      >
        <Icon className="size-5" />
      </span>
      <span className="grid flex-1 leading-snug">
        <span>{title}</span>
        <span className="text-sm font-normal text-muted-foreground">{description}</span>
      </span>
    </>
  );
  if (href === undefined) {
    return (
      <div className={cn(frame, 'border-border bg-muted/60 text-muted-foreground')}>{body}</div>
    );
  }
  return (
    <Link href={href} className={cn(frame, tones[tone].link)}>
      {body}
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
    </Link>
  );
}
