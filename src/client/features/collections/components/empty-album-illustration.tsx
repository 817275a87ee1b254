const slots = [0, 1, 2].flatMap((row) => [0, 1, 2].map((column) => ({ row, column })));

/** An open album page with a few stickers in and a plus on the next empty slot (decorative). */
export function EmptyAlbumIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 140" aria-hidden focusable="false" className={className}>
      <rect x="14" y="14" width="172" height="116" rx="14" className="fill-secondary" />
      <rect x="22" y="8" width="76" height="116" rx="10" className="fill-card stroke-border" />
      <rect x="102" y="8" width="76" height="116" rx="10" className="fill-card stroke-border" />
      <line x1="100" y1="12" x2="100" y2="120" strokeWidth="2" className="stroke-border" />
      {slots.map(({ row, column }) => {
        const x = 30 + column * 22;
        const y = 18 + row * 34;
        const isOwned = (row + column) % 3 === 0;
        return (
          <rect
            key={`${row}-${column}`}
            x={x}
            y={y}
            width="17"
            height="26"
            rx="4"
            strokeWidth="1.5"
            strokeDasharray={isOwned ? undefined : '3 2'}
            className={isOwned ? 'fill-owned stroke-owned' : 'fill-none stroke-needed'}
          />
        );
      })}
      {slots.map(({ row, column }) => (
        <rect
          key={`right-${row}-${column}`}
          x={110 + column * 22}
          y={18 + row * 34}
          width="17"
          height="26"
          rx="4"
          strokeWidth="1.5"
          strokeDasharray="3 2"
          className="fill-none stroke-needed/60"
        />
      ))}
      <g transform="translate(150 92)">
        <circle r="22" className="fill-accent" />
        <path
          d="M-9 0h18M0 -9v18"
          strokeWidth="4"
          strokeLinecap="round"
          className="stroke-accent-foreground"
        />
      </g>
    </svg>
  );
}
