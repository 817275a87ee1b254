import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface SectionProps {
  /** Used for the heading's id, so the section is a landmark named by its h2. */
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A page section of the marketing pages: a centred h2 with an optional eyebrow and intro. */
export function Section({ id, eyebrow, title, intro, className, children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-6 px-4 py-16 sm:py-20', className)}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow && (
            <p className="text-sm font-bold tracking-wide text-primary uppercase">{eyebrow}</p>
          )}
          <h2
            id={headingId}
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p>}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
