import path from 'node:path';

// docs/architecture.md "Import rules": a feature uses another feature only through its public
// surface. On the client that is `features/<name>/api.ts` (its queries and mutations) and
// `features/<name>/public.ts` (re-exports of what other features may use); on the server it is
// `features/<name>/public.ts` alone, never another feature's routes, data or mutations (decision
// 037). A unit test may also read another feature's test fixtures (`test-*.ts`).
const SIDES = [
  {
    dir: 'client',
    publicFiles: new Set(['api', 'public']),
    surface: 'api (queries, mutations) or features/{to}/public',
  },
  { dir: 'server', publicFiles: new Set(['public']), surface: 'public' },
].map((side) => ({
  ...side,
  features: `${path.sep}src${path.sep}${side.dir}${path.sep}features${path.sep}`,
}));

function featureOf(file) {
  for (const side of SIDES) {
    const at = file.indexOf(side.features);
    if (at === -1) continue;
    const [name, ...rest] = file.slice(at + side.features.length).split(path.sep);
    return { side, root: file.slice(0, at + side.features.length), name, rest };
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "A feature imports another feature's public surface only." },
    schema: [],
    messages: {
      internal:
        'features/{{from}} reaches into features/{{to}}/{{file}}. Another feature\'s internals are its own: import from features/{{to}}/{{surface}} (re-export what you need there). docs/architecture.md "Import rules".',
      publicRoutes:
        "A server feature's public.ts never re-exports its routes: what other features share (a check, a read, a type) lives in a service, data or mutations file, or in src/domain (decision 037).",
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
      if (here.side.publicFiles.has(inner)) return;
      if (isTest && rest.length === 1 && inner.startsWith('test-')) return;
      const surface = here.side.surface.replace('{to}', to);
      context.report({
        node,
        messageId: 'internal',
        data: { from: here.name, to, file: inner, surface },
      });
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
          else if (here.side.dir === 'server' && /^\.\/routes(\.ts)?$/.test(statement.source.value))
            context.report({ node: statement, messageId: 'publicRoutes' });
        }
      },
    };
  },
};

export const localPlugin = { rules: { 'feature-boundaries': featureBoundaries } };
