/** A public trade grid has at least 80 cells in rows of 8. */
export const GRID_MIN_CELLS = 80;
export const GRID_COLUMNS = 8;

/**
 * The cells of a public trade grid: the numbers in the order given (album order, decisions 010),
 * then empty (grey) cells, `null`, up to at least `minCells` and to the end of the last row.
 * Example: 3 numbers → 80 cells; 81 numbers → 88 cells, the last 7 empty.
 */
export function buildGridCells(
  numbers: readonly string[],
  minCells: number = GRID_MIN_CELLS,
  columns: number = GRID_COLUMNS,
): (string | null)[] {
  const filled = Math.max(numbers.length, minCells);
  const rowLength = Math.max(1, Math.floor(columns));
  const cellCount = Math.ceil(filled / rowLength) * rowLength;
  const cells: (string | null)[] = [...numbers];
  return cells.concat(Array.from({ length: cellCount - cells.length }, () => null));
}
