import { calciatrici20252026 } from './calciatrici-2025-2026';
import { fifaWorldCup2026 } from './fifa-world-cup-2026';
import { premierLeague2026 } from './premier-league-2026';
import type { ShippedAlbum } from './types';
import { womensSuperLeague2026 } from './womens-super-league-2026';

/**
 * The verified albums shipped with the app, seeded at start-up (decision 021). Only checklists
 * established from public sources are here; see each file's `source` and `notes`.
 */
export const SHIPPED_ALBUMS: readonly ShippedAlbum[] = [
  fifaWorldCup2026,
  premierLeague2026,
  womensSuperLeague2026,
  calciatrici20252026,
];
