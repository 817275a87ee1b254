// `npm test`: typecheck, lint, format and build (side by side: none needs another), unit and API
// tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), then browser tests against the
// built app. Every step runs even if an earlier one failed, and the run ends with one plain line:
// "N passed, N failed". Decision 023 has the figures.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
mkdirSync('test-results', { recursive: true });
// Browser tests retried in CI are listed here (e2e/support/flaky-reporter.ts).
const flakyFile = 'test-results/flaky.txt';
rmSync(flakyFile, { force: true });

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.log(
    `  ${status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return status === 0;
}

function count(label, ok) {
  if (ok) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(label);
  }
}

/**
 * Runs the steps at once, each with its output kept apart; each step's output is printed in one
 * block, with its result, as soon as it ends, so the log reads as if they had run in turn.
 */
async function together(steps) {
  console.log(`\n▶ at once: ${steps.map(([label]) => label).join(', ')}`);
  await Promise.all(
    steps.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          let output = '';
          const child = spawn(command, args, {
            // Piped, the tools would drop their colours; on a terminal they keep them.
            env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          let finished = false;
          const finish = (ok) => {
            if (finished) return; // 'error' can come before 'close'
            finished = true;
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
            if (output.trim()) console.log(output.trimEnd());
            console.log(`  ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
            count(label, ok);
            resolve();
          };
          child.once('error', (error) => {
            output += `${error.message}\n`;
            finish(false);
          });
          child.once('close', (code) => finish(code === 0));
        }),
    ),
  );
}

function vitest(label, args, reportFile, reporters = []) {
  rmSync(reportFile, { force: true });
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    ...reporters.map((reporter) => `--reporter=${reporter}`),
    `--outputFile.json=${reportFile}`,
  ]);
  if (!existsSync(reportFile)) {
    results.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  results.passed += report.numPassedTests;
  results.failed += report.numFailedTests;
  results.skipped += report.numPendingTests + report.numTodoTests;
  // A suite that fails to load has no failed tests but is still a failure.
  if (!ok && report.numFailedTests === 0) {
    results.failed += 1;
    failures.push(`${label} (suite error)`);
  } else if (report.numFailedTests > 0) failures.push(label);
}

await together([
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['import cycles', 'npm', ['run', 'check:cycles', '--silent']],
  ['message catalogs', 'npm', ['run', 'check:messages', '--silent']],
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['build', 'npm', ['run', 'build', '--silent']],
]);
vitest('unit and API tests', [], 'test-results/vitest.json');
vitest('browser tests', ['--config', 'vitest.e2e.config.ts'], 'test-results/e2e.json', [
  './e2e/support/flaky-reporter.ts',
]);

console.log('');
if (existsSync(flakyFile)) process.stdout.write(readFileSync(flakyFile, 'utf8'));
if (failures.length) console.log(`Failed: ${failures.join(', ')}`);
if (!process.env.TEST_DATABASE_URL)
  console.log(
    '(API tests ran on PGlite only: set TEST_DATABASE_URL to also run them on PostgreSQL)',
  );
const skipped = results.skipped ? `, ${results.skipped} skipped` : '';
console.log(`${results.passed} passed, ${results.failed} failed${skipped}`);
process.exit(results.failed === 0 ? 0 : 1);
