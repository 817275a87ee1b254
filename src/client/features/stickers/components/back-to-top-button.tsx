import { useLingui } from '@lingui/react/macro';
import { ArrowUp } from 'lucide-react';
import { useScrolledPast } from '../use-scrolled-past';

/** Appears after scrolling over 300 px. */
export function BackToTopButton() {
  const { t } = useLingui();
  const isShown = useScrolledPast(300);
  if (!isShown) return null;
  return (
    <button
      type="button"
      aria-label={t`Back to top`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed bottom-[max(1rem,env(safe-area-inset-bottom))] right-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary/90"
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  );
}
