import { useState } from 'react';

const STORAGE_KEY = 'swapsies.messageRanges';

function readStored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false; // storage blocked: lists in full, as by default
  }
}

/** Whether copied messages write runs as ranges; remembered on this device. Off by default. */
export function useMessageRanges() {
  const [prefersRanges, setPrefersRanges] = useState(readStored);
  const change = (next: boolean) => {
    setPrefersRanges(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
    } catch {
      // storage blocked: the choice lasts while the page is open
    }
  };
  return { prefersRanges, setPrefersRanges: change };
}
