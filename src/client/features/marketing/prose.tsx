import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Long-form text (the blog article, the legal pages) at a readable measure. Styles the plain
 * elements inside it, so the content can be written as simple JSX.
 */
export function Prose({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'max-w-prose text-lg leading-relaxed text-pretty',
        '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-extrabold [&_h2]:tracking-tight [&_h2]:text-balance',
        '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold',
        '[&_p]:mb-5 [&_p]:text-foreground/90',
        '[&_ul]:mb-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-primary',
        '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
        '[&_strong]:font-bold [&_strong]:text-foreground',
        '[&_blockquote]:my-8 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-5 [&_blockquote]:text-xl [&_blockquote]:font-semibold [&_blockquote]:italic',
        '[&>:first-child]:mt-0',
        className,
      )}
    >
      {children}
    </div>
  );
}
