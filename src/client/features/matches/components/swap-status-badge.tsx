import { Ban, CheckCheck, Clock, Handshake, type LucideIcon } from 'lucide-react';
import type { SwapStatus } from '../../../../domain/matches/schemas';
import { cn } from '../../../lib/cn';

// A colour, an icon and a word for each status (docs/product.md "Sticker states and how they
// change"), in the board's colours: proposed is pending (blue clock), agreed is a handshake, done
// is completed.
const looks: Record<SwapStatus, { icon: LucideIcon; className: string }> = {
  proposed: { icon: Clock, className: 'border-pending text-pending' },
  agreed: { icon: Handshake, className: 'border-owned text-owned' },
  done: { icon: CheckCheck, className: 'border-completed text-completed' },
  declined: { icon: Ban, className: 'border-border text-muted-foreground' },
  cancelled: { icon: Ban, className: 'border-border text-muted-foreground' },
};

export function SwapStatusBadge({ status, label }: { status: SwapStatus; label: string }) {
  const { icon: Icon, className } = looks[status];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border-2 bg-card px-2.5 py-0.5 text-xs font-bold',
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {label}
    </span>
  );
}
