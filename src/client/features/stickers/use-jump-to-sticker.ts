import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import type { Sticker } from '../../../domain/sticker/sticker';
import { findStickerByNumber, notInAlbumMessage } from './jump';

const HIGHLIGHT_MS = 2500;

/** A request to bring one sticker into view; `seq` makes a repeat of the same number count. */
export interface JumpRequest {
  id: number;
  seq: number;
}

/**
 * The jump-to-number box: finds the sticker, shows all stickers if the filter hides
 * it, asks the grid to scroll to it and highlights it for a moment.
 */
export function useJumpToSticker(
  stickers: readonly Sticker[],
  shown: readonly Sticker[],
  showAll: () => void,
) {
  const { i18n } = useLingui();
  const [jump, setJump] = useState<JumpRequest | null>(null);
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Answers the message to show when the number is not in the album. */
  const jumpTo = (number: string): string | null => {
    const target = findStickerByNumber(stickers, number);
    if (!target) return notInAlbumMessage(number, i18n);
    if (!shown.includes(target)) showAll();
    setJump((current) => ({ id: target.id, seq: (current?.seq ?? 0) + 1 }));
    setHighlightedId(target.id);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHighlightedId(null), HIGHLIGHT_MS);
    return null;
  };

  return { jump, highlightedId, jumpTo };
}
