import type { Action, Sample } from './virtual-user';

export interface ActionStats {
  action: Action | 'all';
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers by status class, e.g. { '2xx': 812, '4xx': 3 }; 'error' when none came. */
  statuses: Record<string, number>;
}

function percentile(sorted: readonly number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function statsOf(action: ActionStats['action'], samples: readonly Sample[]): ActionStats {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const sample of samples) {
    const key = sample.error ? 'error' : `${Math.floor(sample.status / 100)}xx`;
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  return {
    action,
    count: samples.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    statuses,
  };
}

/** Latency percentiles and status counts per action, then for everything. */
export function summarise(samples: readonly Sample[]): ActionStats[] {
  const actions = [...new Set(samples.map((s) => s.action))].sort();
  return [
    ...actions.map((action) =>
      statsOf(
        action,
        samples.filter((s) => s.action === action),
      ),
    ),
    statsOf('all', samples),
  ];
}

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);

/** The table the run prints: one line per action. */
export function formatTable(stats: readonly ActionStats[], seconds: number): string {
  const lines = [
    `${'action'.padEnd(12)}${'count'.padStart(8)}${'req/s'.padStart(8)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}  statuses`,
  ];
  for (const s of stats) {
    const statuses = Object.entries(s.statuses)
      .map(([key, n]) => `${key} ${n}`)
      .join(', ');
    lines.push(
      `${s.action.padEnd(12)}${String(s.count).padStart(8)}${(s.count / seconds).toFixed(1).padStart(8)}${ms(s.p50)}${ms(s.p95)}${ms(s.p99)}${ms(s.max)}  ${statuses}`,
    );
  }
  return lines.join('\n');
}

/** The most common reasons requests got no answer, e.g. "12 × The operation was aborted". */
export function topErrors(samples: readonly Sample[], limit = 5): string {
  const counts = new Map<string, number>();
  for (const { error } of samples) if (error) counts.set(error, (counts.get(error) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([error, n]) => `  ${n} × ${error}`)
    .join('\n');
}
