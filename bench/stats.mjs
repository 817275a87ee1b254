/** Summary statistics of a list of samples (milliseconds, bytes, ...), nearest-rank percentiles. */
export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    n: sorted.length,
    min: sorted[0],
    median: at(0.5),
    p99: at(0.99),
    max: sorted.at(-1),
    mean: sorted.length ? sum / sorted.length : undefined,
  };
}

/** Rounds for display and JSON: 0.1 precision under 100, whole numbers above. */
export function round(value) {
  if (value === undefined || value === null || Number.isNaN(value)) return value;
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
}
