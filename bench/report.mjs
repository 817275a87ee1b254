import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** PASS when every check of a row holds, FAIL when one does not, '—' for a row that only reports. */
export function statusOf(row) {
  if (row.checks.length === 0) return '—';
  return row.checks.every(([, passed]) => passed) ? 'PASS' : 'FAIL';
}

const targetOf = (row) => row.checks.map(([description]) => description).join('; ') || '—';

/** Prints one section of rows as an aligned text table under its title (and note). */
export function printSection({ title, note, rows }, print = console.log) {
  const lines = rows.map((row) => [row.metric, row.value, targetOf(row), statusOf(row)]);
  const header = ['figure', 'value', 'target', 'result'];
  const widths = header.map((_, i) =>
    Math.max(header[i].length, ...lines.map((line) => line[i].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join(' | ')
      .trimEnd();
  print(`\n${title}${note ? ` (${note})` : ''}`);
  print(format(header));
  print(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of lines) print(format(line));
}

/** The failed rows of every section, as "Section: figure (target)". */
export function failedTargets(sections) {
  return sections.flatMap(({ title, rows }) =>
    rows
      .filter((row) => statusOf(row) === 'FAIL')
      .map((row) => `${title}: ${row.metric.trim()} (${failedChecks(row)})`),
  );
}

const failedChecks = (row) =>
  row.checks
    .filter(([, passed]) => !passed)
    .map(([description]) => description)
    .join('; ');

/** Writes the whole run (environment, sections with raw numbers, failures) as JSON. */
export function writeResults(file, { environment, sections, failed }) {
  mkdirSync(path.dirname(file), { recursive: true });
  const json = {
    ...environment,
    sections: sections.map(({ title, note, rows }) => ({
      title,
      note,
      rows: rows.map((row) => ({
        figure: row.metric.trim(),
        value: row.value,
        target: targetOf(row),
        result: statusOf(row),
        data: row.data,
      })),
    })),
    failed,
  };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}
