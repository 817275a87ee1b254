import { appendFileSync, mkdirSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/** Where every retried browser test is written, for `npm test`'s summary and for CI's log. */
export const FLAKY_FILE = 'test-results/flaky.txt';

/**
 * In CI a browser test may run a second time (vitest.e2e.config.ts). A retry is never silent:
 * each is printed as "FLAKY: <file> › <test>" when it happens, and written to FLAKY_FILE, which
 * `npm test` repeats in its summary and `.ci/run` prints at the end. A flaky test is then fixed
 * at its cause (CONTRIBUTING.md "Tests").
 */
export default class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase) {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries === 0) return;
    const outcome =
      testCase.result().state === 'passed' ? `passed on try ${retries + 1}` : 'failed every try';
    const file = relative(process.cwd(), testCase.module.moduleId);
    // What the failed try said (a retried test keeps its errors), so it can be fixed at its cause.
    const reason = (testCase.result().errors ?? [])
      .map((error) => error.message.split('\n')[0]!.slice(0, 300))
      .join(' / ');
    const line = `FLAKY: ${file} › ${testCase.fullName} (${outcome})${reason ? `: ${reason}` : ''}`;
    process.stdout.write(`\n${line}\n`);
    mkdirSync('test-results', { recursive: true });
    appendFileSync(FLAKY_FILE, `${line}\n`);
  }
}
