import type { ReactNode } from 'react';
import { SwapMotif } from './swap-motif';

interface CallToActionProps {
  id: string;
  title: ReactNode;
  children: ReactNode;
  /** The buttons: Button's `callToAction` variant for the main one, `callToActionSecondary` after. */
  actions: ReactNode;
}

/** A green band near the end of a page that asks the visitor to do one thing. */
export function CallToAction({ id, title, children, actions }: CallToActionProps) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="px-4 py-16 sm:py-20">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-8 overflow-hidden rounded-card bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12 md:flex-row md:text-left">
        <SwapMotif className="w-36 shrink-0 sm:w-44" />
        <div className="flex-1">
          <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-balance">
            {title}
          </h2>
          <div className="mt-3 text-lg text-pretty">{children}</div>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto">{actions}</div>
      </div>
    </section>
  );
}
