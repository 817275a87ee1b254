// `npm run check:cycles`, part of `npm test` (docs/architecture.md "Import rules"): no module
// imports itself through others, type-only imports included (a loop of types still ties the files
// together), and the domain's folders form no loop either, so each concept reads the ones below
// it and never back. The server's features form no loop either (decision 037): one feature calls
// another, never both ways round. Unit tests are left out: nothing imports them, so they close no loop.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-import-cycle',
      comment: 'A module reaches itself through its imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-domain-folder-cycle',
      comment: "A domain folder reaches itself through another folder's modules.",
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/domain/' },
      to: { circular: true },
    },
    {
      name: 'no-server-feature-cycle',
      comment:
        "A server feature reaches itself through another feature's modules: the piece both need moves down (into src/domain, a plugin, or the lower feature's public.ts), or one is handed to the other where the app is put together (app.ts).",
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/features/' },
      to: { circular: true },
    },
  ],
  options: {
    exclude: { path: '\\.test\\.tsx?$' },
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
