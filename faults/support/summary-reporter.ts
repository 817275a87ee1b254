import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with the same plain line as `npm test`: "N passed, N failed" (plus skipped), so
 * CI logs read alike whichever suite ran.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failedHere += 1;
        else skipped += 1;
      }
      // A file that fails to load, or a beforeAll that throws, fails no test but is a failure.
      failed += module.state() === 'failed' && failedHere === 0 ? 1 : failedHere;
    }
    const skippedNote = skipped ? `, ${skipped} skipped` : '';
    process.stdout.write(`\n${passed} passed, ${failed} failed${skippedNote}\n`);
  }
}
