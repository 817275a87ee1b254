// docs/product.md "Sharing": the file is named from the collection title with each run of
// non-alphanumerics replaced by "-", plus a trade-list suffix. Only ASCII letters and digits
// count as alphanumeric, so the name is safe on every file system and share sheet.
const NON_ALPHANUMERIC_RUNS = /[^A-Za-z0-9]+/g;
const EDGE_DASHES = /^-+|-+$/g;

/** The name used when a title has no letters or digits at all. */
export const FALLBACK_FILE_STEM = 'collection';

/**
 * The trade image's file name. Dashes at either end are dropped.
 * Example: `'Panini: World Cup 2026!'` → `'Panini-World-Cup-2026-trade-list.png'`.
 */
export function tradeImageFileName(title: string): string {
  const stem = title.replace(NON_ALPHANUMERIC_RUNS, '-').replace(EDGE_DASHES, '');
  return `${stem || FALLBACK_FILE_STEM}-trade-list.png`;
}
