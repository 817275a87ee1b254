import type { ReactNode } from 'react';
import { Logo } from '../../../components/layout/logo';
import { cn } from '../../../lib/cn';

/** The signed-out account screens: the logo (home link) above one centred column. */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const width = wide ? 'max-w-5xl' : 'max-w-md';
  return (
    <div className="px-4 pb-12">
      <header className={cn('mx-auto flex h-16 items-center', width)}>
        <Logo />
      </header>
      <main className={cn('mx-auto w-full pt-2 sm:pt-6', width)}>{children}</main>
    </div>
  );
}
