import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';

/**
 * A full-height column: optional header, the page, and the footer at the bottom. The page is at
 * least a screen high, so the footer starts below the fold and never jumps down as the page's
 * data arrives (a layout shift Lighthouse counts against the dashboard and the public page).
 */
export function PageFrame({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      {header}
      <div className="min-h-dvh flex-1">{children}</div>
      <SiteFooter />
    </div>
  );
}
