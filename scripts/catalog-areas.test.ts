import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { dashboardAreas, frameAreas, upgradeAreas, type CatalogArea } from '../src/client/lib/i18n';

/**
 * The dashboard loads some of the signed-in areas' words, not all (decision 024). A word the
 * dashboard can show from an area it did not load would show as its message id: these tests walk
 * every module the dashboard and the signed-in frame can load (imported or imported on demand)
 * and look each one up in the extracted English catalogs, which name the files of their words.
 */
const root = path.resolve(import.meta.dirname, '..');
const englishDir = path.join(root, 'src/locales/en');

/** Source file (relative to the root) → the catalog areas its words are extracted into. */
function areasByFile(): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  for (const name of readdirSync(englishDir).filter((f) => f.endsWith('.po'))) {
    const area = name.replace(/\.po$/, '');
    const text = readFileSync(path.join(englishDir, name), 'utf8');
    for (const match of text.matchAll(/^#: (.+)$/gm)) {
      for (const file of match[1]!.split(' ')) {
        const areas = byFile.get(file) ?? new Set<string>();
        areas.add(area);
        byFile.set(file, areas);
      }
    }
  }
  return byFile;
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Every source module `start` can load, by static or dynamic import (not type-only ones). */
function reachableFrom(start: string): string[] {
  const seen = new Set<string>();
  const stack = [path.join(root, start)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const specifiers: string[] = [];
    const visit = (node: ts.Node) => {
      if (
        (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) ||
        (ts.isExportDeclaration(node) && !node.isTypeOnly)
      ) {
        if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
          specifiers.push(node.moduleSpecifier.text);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        specifiers.push(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const specifier of specifiers) {
      const resolved = resolveImport(file, specifier);
      if (resolved) stack.push(resolved);
    }
  }
  return [...seen].map((file) => path.relative(root, file));
}

/** The modules among `files` whose words are in an area not in `loaded`, with that area. */
function wordsOutside(files: string[], loaded: CatalogArea[]): string[] {
  const byFile = areasByFile();
  return files.flatMap((file) =>
    [...(byFile.get(file) ?? [])]
      .filter((area) => !loaded.includes(area as CatalogArea))
      .map((area) => `${file} (${area}): add it to the frame area in lingui.config.ts`),
  );
}

describe('the words the dashboard loads', () => {
  it('hold every word of the signed-in frame', () => {
    const files = reachableFrom('src/client/features/account/components/signed-in-frame.tsx');
    expect(files.length).toBeGreaterThan(10);
    expect(wordsOutside(files, frameAreas)).toEqual([]);
  });

  it('hold every word the dashboard can show, in its dialogs too', () => {
    const files = reachableFrom('src/client/pages/dashboard.tsx');
    expect(files).toContain('src/client/features/matches/components/find-swaps-link.tsx');
    expect(wordsOutside(files, dashboardAreas)).toEqual([]);
  });

  it('hold, with Pro’s, every word of the upgrade dialog any signed-in screen may open', () => {
    const files = reachableFrom('src/client/features/pro/components/app-upgrade-dialog.tsx');
    expect(wordsOutside(files, upgradeAreas)).toEqual([]);
  });

  it('are told apart from the words of the screens it does not show', () => {
    // The check sees a word out of reach: the matches screen's own words are not the dashboard's.
    const matches = reachableFrom('src/client/pages/matches.tsx');
    expect(wordsOutside(matches, dashboardAreas).join('\n')).toContain('(social)');
  });
});
