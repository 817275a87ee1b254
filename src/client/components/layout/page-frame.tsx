import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';

/** A full-height column: optional header, the page, and the footer at the bottom. */
export function PageFrame({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      {header}
      <div className="flex-1">{children}</div>
      <SiteFooter />
    </div>
  );
}
