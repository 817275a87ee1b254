// `npm run build:gazetteer` (part of `npm run build`): packs the place search's cities and ZIP
// codes into dist/server/gazetteer/, beside the bundled server, which reads them at the first
// search in milliseconds instead of reading and sorting the packages' text (decision 034,
// "Packed at build time"). The packing is the server's own code, run from source with tsx.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const { writePackedGazetteer } = await tsImport(
  path.join(root, 'src/server/features/nearby/gazetteer.ts'),
  import.meta.url,
);
const dir = path.join(root, 'dist/server/gazetteer');
writePackedGazetteer(dir);
console.log(`gazetteer packed into ${path.relative(root, dir)} in ${Date.now() - started} ms`);
