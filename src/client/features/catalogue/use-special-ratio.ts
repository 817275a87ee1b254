import { useState } from 'react';
import { DEFAULT_SPECIAL_RATIO, specialRatioSchema } from '../../../domain/catalogue/specials';

const STORAGE_KEY = 'swapsies.specialRatio';

function readStored(): number {
  try {
    const parsed = specialRatioSchema.safeParse(Number(window.localStorage.getItem(STORAGE_KEY)));
    return parsed.success ? parsed.data : DEFAULT_SPECIAL_RATIO;
  } catch {
    return DEFAULT_SPECIAL_RATIO; // storage blocked: one for one, as by default
  }
}

/**
 * How many normal stickers one special is worth in the swaps this collector plans (decision 021):
 * 1 (one for one) by default, remembered on this device; nothing stores it on the server.
 */
export function useSpecialRatio() {
  const [ratio, setRatio] = useState(readStored);
  const change = (next: number) => {
    setRatio(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // storage blocked: the choice lasts while the page is open
    }
  };
  return { ratio, setRatio: change };
}
