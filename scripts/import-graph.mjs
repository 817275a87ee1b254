// What a module of the client loads, read from the source with TypeScript's parser: the modules
// it imports (type-only imports are erased, so they are not followed) and the places where it
// imports one on demand. lingui.config.ts puts the words of what the dashboard loads at first
// paint into a catalog of their own with it (decision 024); scripts/catalog-areas.test.ts checks
// that everything loaded on demand from there brings its words.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative import names, or undefined (a package, or no such file). */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return extensions
    .map((ending) => base + ending)
    .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

const parsed = new Map();

/** A module's imports: `loaded` (run with it) and `onDemand` (dynamic `import()` calls). */
export function importsOf(file) {
  const known = parsed.get(file);
  if (known) return known;
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const loaded = [];
  const onDemand = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(node) && !node.isTypeOnly)
    ) {
      const specifier = node.moduleSpecifier;
      const target =
        specifier && ts.isStringLiteral(specifier) && resolveImport(file, specifier.text);
      if (target) loaded.push(target);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const target = resolveImport(file, node.arguments[0].text);
      if (target) onDemand.push({ target, node, source });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const imports = { loaded, onDemand };
  parsed.set(file, imports);
  return imports;
}

/**
 * Every module the `starts` load with them (absolute paths), following imports but not `import()`
 * unless `onDemand` is true.
 */
export function closureOf(starts, { onDemand = false } = {}) {
  const seen = new Set();
  const stack = [...starts];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const imports = importsOf(file);
    stack.push(...imports.loaded);
    if (onDemand) stack.push(...imports.onDemand.map((site) => site.target));
  }
  return [...seen];
}

/**
 * What the dashboard loads at first paint: the page, the signed-in frame around it, and the app's
 * start-up before any signed-in screen (main.tsx: the offline copy, the service worker's notices).
 */
export const firstPaintStarts = [
  'src/client/pages/dashboard.tsx',
  'src/client/features/account/components/signed-in-frame.tsx',
  'src/client/features/offline/start.ts',
];

/** The modules (relative to `root`) the dashboard loads at first paint. */
export function firstPaintFiles(root) {
  return closureOf(firstPaintStarts.map((file) => path.join(root, file))).map((file) =>
    path.relative(root, file).split(path.sep).join('/'),
  );
}
