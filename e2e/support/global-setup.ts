import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplateDir } from '../../src/test/database-templates';
import { findChromium } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database every server starts from a copy of (decision 023). */
    e2eDataTemplate?: string;
  }
}

/**
 * With no Chromium, say so in one line and skip, unless REQUIRE_E2E=1 (CI), then fail.
 * Otherwise applies the migrations once, to the embedded database each server's DATA_DIR starts
 * from a copy of (`startServer`), and removes it when the run ends.
 */
export default async function setup(project: TestProject) {
  if (!findChromium()) {
    const message =
      'No Chromium found (set CHROMIUM_PATH or install chromium): browser tests skipped';
    if (process.env.REQUIRE_E2E === '1')
      throw new Error(`${message.split(':')[0]} and REQUIRE_E2E=1`);
    console.warn(message);
    process.env.E2E_SKIP = '1';
    return;
  }
  const template = await createPgliteTemplateDir();
  project.provide('e2eDataTemplate', template);
  return () => rmSync(path.dirname(template), { recursive: true, force: true });
}
