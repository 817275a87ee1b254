import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One axe-core finding, short enough to read in a failed assertion. */
export interface AxeFinding {
  rule: string;
  impact: string | null;
  /** Each offending element's CSS path and axe's summary of what to fix. */
  nodes: string[];
}

/**
 * Runs axe-core over the page as it is now and answers its violations (none when the page
 * passes). The WCAG A and AA rules and best practices that axe runs by default, plus
 * `label-content-name-mismatch` (off by default as experimental): a control's accessible name
 * must contain the text it shows, so speech-input users can say what they see.
 *
 * axe is evaluated, not added as a script tag, so the app's Content-Security-Policy (no inline
 * scripts) does not stop it.
 */
export async function axeViolations(
  page: Page,
  options: {
    /** Check only what this selector matches, e.g. an open dialog (default: the whole page). */
    within?: string;
    /** Rules that do not apply to what is checked, each with the reason in the caller. */
    skipRules?: string[];
  } = {},
): Promise<AxeFinding[]> {
  const isLoaded = await page.evaluate(() => 'axe' in window);
  if (!isLoaded) await page.evaluate(axeSource);
  return page.evaluate(async ({ within, skipRules = [] }) => {
    interface AxeResult {
      violations: {
        id: string;
        impact: string | null;
        nodes: { target: unknown[]; html: string; failureSummary?: string }[];
      }[];
    }
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } })
      .axe;
    const rules: Record<string, { enabled: boolean }> = {
      'label-content-name-mismatch': { enabled: true },
    };
    for (const rule of skipRules) rules[rule] = { enabled: false };
    const result = await axe.run(within ? { include: [within] } : document, {
      rules,
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) =>
        `${node.target.join(' ')} ${node.html.slice(0, 200)}: ${node.failureSummary ?? ''}`.replace(
          /\s+/g,
          ' ',
        ),
      ),
    }));
  }, options);
}
