import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { appAreas, frameAreas, type CatalogArea } from '../src/client/lib/i18n';
import { closureOf, firstPaintStarts, importsOf, type OnDemandSite } from './import-graph.mjs';

/**
 * The dashboard loads the words of what it shows at first paint, not every signed-in area's
 * (decision 024). A word it shows from an area it did not load would show as its message id:
 * these tests walk what the dashboard and the signed-in frame load, and what they open on demand,
 * and look each module up in the extracted English catalogs, which name the files of their words.
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
        byFile.set(file, (byFile.get(file) ?? new Set<string>()).add(area));
      }
    }
  }
  return byFile;
}
const byFile = areasByFile();
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** The modules among `files` with words in none of the `loaded` areas, and where their words are. */
function wordsOutside(files: string[], loaded: CatalogArea[]): string[] {
  return files.flatMap((file) => {
    const areas = [...(byFile.get(relative(file)) ?? [])];
    const isLoaded = areas.length === 0 || areas.some((a) => loaded.includes(a as CatalogArea));
    return isLoaded ? [] : [`${relative(file)} (${areas.join(', ')})`];
  });
}

/** The loaders that bring every signed-in area's words with the code (src/client/lib/on-demand.tsx). */
const loadersWithWords = new Set(['onDemand', 'onDemandControl', 'withTheirWords']);

/** Whether the `import()` is written inside a call to one of those loaders. */
function isLoadedWithWords({ node }: OnDemandSite): boolean {
  for (let parent: ts.Node | undefined = node.parent; parent; parent = parent.parent) {
    if (
      ts.isCallExpression(parent) &&
      ts.isIdentifier(parent.expression) &&
      loadersWithWords.has(parent.expression.text)
    )
      return true;
  }
  return false;
}

/**
 * Modules loaded on demand to read the server's answers, whose words (a form's refusal) are never
 * shown from there: a bad answer is a failed request, not a message.
 */
const answerSchemas = new Set(['src/domain/account/user.ts']);

const firstPaint = closureOf(firstPaintStarts.map((file) => path.join(root, file)));

describe('the words the dashboard loads', () => {
  it('hold every word the dashboard and the signed-in frame show at first paint', () => {
    expect(firstPaint.map(relative)).toContain(
      'src/client/features/matches/components/find-swaps-link.tsx',
    );
    expect(wordsOutside(firstPaint, frameAreas)).toEqual([]);
  });

  it('come with whatever they open on demand', () => {
    const missing = firstPaint.flatMap((file) =>
      importsOf(file).onDemand.flatMap((site) => {
        if (answerSchemas.has(relative(site.target))) return [];
        const opened = closureOf([site.target], { onDemand: true });
        const loaded = isLoadedWithWords(site) ? appAreas : frameAreas;
        return wordsOutside(opened, loaded).map(
          (words) =>
            `${relative(file)} opens ${relative(site.target)}, which shows ${words}: load it with withTheirWords`,
        );
      }),
    );
    expect(missing).toEqual([]);
  });

  it('are told apart from the words of the screens the dashboard does not show', () => {
    // The check sees a word out of reach: the matches screen's own words are not the dashboard's.
    const matches = closureOf([path.join(root, 'src/client/pages/matches.tsx')]);
    expect(wordsOutside(matches, frameAreas).join('\n')).toContain('(social)');
  });
});
