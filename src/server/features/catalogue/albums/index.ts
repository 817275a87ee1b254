import { fifaWorldCup2026 } from './fifa-world-cup-2026';
import type { ShippedAlbum } from './types';

/**
 * The verified albums shipped with the app, seeded at start-up (decision 021). Only checklists
 * established from public sources are here; see each file's `source` and `notes`.
 */
export const SHIPPED_ALBUMS: readonly ShippedAlbum[] = [fifaWorldCup2026];
