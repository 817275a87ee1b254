/**
 * A verified album shipped with the app (decision 021): its checklist in the admin's import
 * syntax, read by `parseChecklist` like any admin import, and where it came from.
 */
export interface ShippedAlbum {
  title: string;
  publisher: string;
  year: number;
  /** The public sources, as URLs or repository paths, one per line. */
  source: string;
  /** How the count was checked, and where sources disagree. */
  notes: string;
  /** `Section: codes` lines. */
  codes: string;
  /** `kind: codes` lines. */
  specials: string;
  /** The sticker count the sources give; the seed refuses a checklist of another size. */
  expectedCount: number;
}
