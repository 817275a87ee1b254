import type { ReactNode } from 'react';

/** Another collector: the first letter as an avatar, the username, and maybe a line under it. */
export function PartnerName({ username, detail }: { username: string; detail?: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-lg font-bold uppercase text-secondary-foreground"
      >
        {username.slice(0, 1)}
      </span>
      <div className="grid min-w-0">
        <h3 className="truncate font-bold leading-snug">{username}</h3>
        {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
      </div>
    </div>
  );
}
