import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprintBuildInputs, isBuildCurrent, stampPath } from './build-inputs.mjs';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const stampBuild = () => {
  write('dist/server/main.js', '// built');
  writeFileSync(stampPath(root), `${fingerprintBuildInputs(root)}\n`);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'swapsies-build-inputs-'));
  write('package.json', '{}');
  write('src/domain/a.ts', 'export const a = 1;');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start rebuilds only when the sources changed', () => {
  it('needs a build when there is none', () => {
    expect(isBuildCurrent(root)).toBe(false);
  });

  it('skips the build when nothing changed since the last one', () => {
    stampBuild();
    expect(isBuildCurrent(root)).toBe(true);
  });

  it('rebuilds after a source file is edited, added or removed', () => {
    stampBuild();
    write('src/domain/a.ts', 'export const a = 2;');
    expect(isBuildCurrent(root)).toBe(false);

    stampBuild();
    write('src/domain/b.ts', 'export const b = 1;');
    expect(isBuildCurrent(root)).toBe(false);

    stampBuild();
    rmSync(path.join(root, 'src/domain/b.ts'));
    expect(isBuildCurrent(root)).toBe(false);
  });

  it('does not rebuild for a changed test file', () => {
    stampBuild();
    write('src/domain/a.test.ts', 'it("x", () => {});');
    expect(isBuildCurrent(root)).toBe(true);
  });

  it('rebuilds when the built server is missing', () => {
    stampBuild();
    rmSync(path.join(root, 'dist/server/main.js'));
    expect(isBuildCurrent(root)).toBe(false);
  });
});
