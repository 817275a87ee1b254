import { useCallback, useMemo, useState } from 'react';
import { toggleInSelection } from './selection';

/**
 * The explicit selection mode for bulk actions (decision 007). The selection is a Set held
 * here; each slot receives only its own `isSelected`, so a tap re-renders just that slot.
 */
export function useStickerSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [isSelecting, setIsSelecting] = useState(false);

  const toggle = useCallback((id: number) => {
    setSelected((current) => toggleInSelection(current, id));
  }, []);

  const selectOnly = useCallback((ids: readonly number[]) => {
    setSelected(new Set(ids));
    setIsSelecting(true);
  }, []);

  const clear = useCallback(() => setSelected(new Set()), []);

  // Leaving selection mode forgets the selection, so no hidden choice lingers.
  const setSelecting = useCallback((on: boolean) => {
    setIsSelecting(on);
    if (!on) setSelected(new Set());
  }, []);

  return useMemo(
    () => ({ selected, isSelecting, toggle, selectOnly, clear, setSelecting }),
    [selected, isSelecting, toggle, selectOnly, clear, setSelecting],
  );
}

export type StickerSelection = ReturnType<typeof useStickerSelection>;
