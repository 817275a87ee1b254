import type { ReactNode } from 'react';

/** The opening of an inner public page: an optional eyebrow, the page's one h1 and a lead. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="bg-linear-to-b from-secondary to-background px-4 pt-12 pb-4 sm:pt-16">
      <div className="mx-auto max-w-3xl text-center">
        {eyebrow && (
          <p className="text-sm font-bold tracking-wide text-secondary-foreground uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {children && (
          <div className="mt-5 text-lg text-pretty text-muted-foreground sm:text-xl">
            {children}
          </div>
        )}
      </div>
    </div>
  );
}
