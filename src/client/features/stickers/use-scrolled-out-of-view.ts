import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element has scrolled up out of view, under a fixed band of `topInset` px (the
 * sticky header). Watched with an IntersectionObserver, so scrolling costs nothing here.
 */
export function useScrolledOutOfView(ref: RefObject<HTMLElement | null>, topInset: number) {
  const [isOut, setIsOut] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setIsOut(!entry.isIntersecting && entry.boundingClientRect.top < topInset);
      },
      { rootMargin: `-${topInset}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, topInset]);
  return isOut;
}
