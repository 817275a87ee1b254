import type { ReactNode } from 'react';
import { SwapMotif } from './swap-motif';

interface CallToActionProps {
  id: string;
  title: string;
  children: ReactNode;
  /** The buttons: use CallToActionButton for the main one. */
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

/** The gold button on the green band. */
export const callToActionButtonClass =
  'bg-accent text-accent-foreground shadow-md hover:bg-accent/90 focus-visible:outline-primary-foreground';

/** The quieter second button on the green band. */
export const callToActionSecondaryClass =
  'border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 focus-visible:outline-primary-foreground';
