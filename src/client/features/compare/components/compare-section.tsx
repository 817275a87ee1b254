import { Trans } from '@lingui/react/macro';
import { ArrowLeftRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PublicTradeList } from '../../../../domain/sharing/trade-lists';
import { Button } from '../../../components/ui/button';

// The comparing code (the list reader, the clipboard fallback) loads when the section comes near
// the screen, so the trade list itself shows as fast as before.
const loadPanel = () => import('./compare-panel');
type PanelModule = Awaited<ReturnType<typeof loadPanel>>;

/** Loads the panel once the element is within a screen of being seen (at once without support). */
function usePanelNearView() {
  const ref = useRef<HTMLElement>(null);
  const [module, setModule] = useState<PanelModule>();
  const [isFailed, setIsFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (module || !element) return;
    let isLive = true;
    const load = () =>
      loadPanel().then(
        (loaded) => isLive && setModule(loaded),
        () => isLive && setIsFailed(true),
      );
    if (typeof IntersectionObserver === 'undefined') {
      void load();
      return () => {
        isLive = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      isLive = false;
      observer.disconnect();
    };
  }, [module, attempt]);

  const retry = () => {
    setIsFailed(false);
    setAttempt((count) => count + 1);
  };
  return { ref, module, isFailed, retry };
}

/**
 * Decision 010 "Compare with my list" on the public trade list: a visitor pastes their needs and
 * spares and sees what the two of them could swap.
 */
export function CompareSection({ list }: { list: PublicTradeList }) {
  const { ref, module, isFailed, retry } = usePanelNearView();
  return (
    <section
      id="compare"
      ref={ref}
      aria-labelledby="compare-title"
      className="grid gap-4 rounded-card border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="compare-title" className="flex items-center gap-2 text-xl font-extrabold">
          <ArrowLeftRight aria-hidden className="size-5 text-trade" />
          <Trans>Compare with my list</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Type or paste your own list to see what you two could swap. It stays on this page:
            nothing is sent or saved.
          </Trans>
        </p>
      </div>
      {module ? (
        <module.ComparePanel list={list} />
      ) : isFailed ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-sm">
            <Trans>Couldn’t load the comparison. Check your connection.</Trans>
          </p>
          <Button variant="outline" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <div aria-hidden className="grid gap-4 sm:grid-cols-2">
          <div className="h-36 animate-pulse rounded-lg bg-muted" />
          <div className="h-36 animate-pulse rounded-lg bg-muted" />
        </div>
      )}
    </section>
  );
}
