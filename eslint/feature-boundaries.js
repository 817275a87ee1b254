import path from 'node:path';

// docs/architecture.md "Import rules": a feature of the client uses another feature only through
// its public surface, `features/<name>/api.ts` (its queries and mutations) and
// `features/<name>/public.ts` (re-exports of what other features may use). A unit test may also
// read another feature's test fixtures (`test-*.ts`).
const PUBLIC_FILES = new Set(['api', 'public']);
const FEATURES = `${path.sep}src${path.sep}client${path.sep}features${path.sep}`;

function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at === -1) return undefined;
  const [name, ...rest] = file.slice(at + FEATURES.length).split(path.sep);
  return { root: file.slice(0, at + FEATURES.length), name, rest };
}

/** @type {import('eslint').Rule.RuleModule} */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "A feature imports another feature's api.ts or public.ts only." },
    schema: [],
    messages: {
      internal:
        'features/{{from}} reaches into features/{{to}}/{{file}}. Another feature\'s internals are its own: import from features/{{to}}/api (queries, mutations) or features/{{to}}/public (re-export what you need there). docs/architecture.md "Import rules".',
      publicCode:
        'public.ts only re-exports (`export { … } from …`): code here would load with every import of the feature and could pull heavy modules into the landing page.',
    },
  },
  create(context) {
    const file = context.filename;
    const here = featureOf(file);
    if (!here) return {};
    const isTest = /\.test\.tsx?$/.test(file);

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (!target.startsWith(here.root)) return;
      const [to, ...rest] = target.slice(here.root.length).split(path.sep);
      if (to === here.name) return;
      const inner = rest.join('/').replace(/\.(tsx?|jsx?)$/, '');
      if (PUBLIC_FILES.has(inner)) return;
      if (isTest && rest.length === 1 && inner.startsWith('test-')) return;
      context.report({ node, messageId: 'internal', data: { from: here.name, to, file: inner } });
    }

    const isPublicFile = here.rest.length === 1 && /^public\.tsx?$/.test(here.rest[0]);
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      Program(program) {
        if (!isPublicFile) return;
        for (const statement of program.body) {
          const reExport =
            (statement.type === 'ExportNamedDeclaration' && statement.source) ||
            statement.type === 'ExportAllDeclaration';
          if (!reExport) context.report({ node: statement, messageId: 'publicCode' });
        }
      },
    };
  },
};

export const localPlugin = { rules: { 'feature-boundaries': featureBoundaries } };
