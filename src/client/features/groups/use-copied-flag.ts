import { useCallback, useEffect, useRef, useState } from 'react';

/** The "Copied!" indicator lasts 2 seconds. */
export const COPIED_INDICATOR_MS = 2000;

/** A flag that turns itself off `ms` after it is set (the 'Copied!' label on a copy button). */
export function useCopiedFlag(ms = COPIED_INDICATOR_MS) {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const markCopied = useCallback(() => {
    clearTimeout(timer.current);
    setIsCopied(true);
    timer.current = setTimeout(() => setIsCopied(false), ms);
  }, [ms]);

  return { isCopied, markCopied };
}
