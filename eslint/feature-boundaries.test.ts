import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
// @ts-expect-error: the lint rule is plain JavaScript, without types
import { localPlugin } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { sourceType: 'module' } });
const server = (path: string) => `/repo/src/server/features/${path}`;

// docs/architecture.md "Import rules" and decision 037: the server's side of the rule.
tester.run('feature-boundaries (server)', localPlugin.rules['feature-boundaries'], {
  valid: [
    { filename: server('collections/routes.js'), code: "import { a } from '../catalogue/public';" },
    { filename: server('collections/routes.js'), code: "import { a } from './data';" },
    { filename: server('sharing/public.ts'), code: "export { a } from './data';" },
  ],
  invalid: [
    {
      filename: server('collections/routes.js'),
      code: "import { refuseAbusiveTitle } from '../catalogue/routes';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: server('matches/mutations.js'),
      code: "import { recordNotification } from '../notifications/mutations';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: server('catalogue/public.ts'),
      code: "export { registerCatalogueRoutes } from './routes';",
      errors: [{ messageId: 'publicRoutes' }],
    },
    {
      filename: server('catalogue/public.ts'),
      code: 'export const x = 1;',
      errors: [{ messageId: 'publicCode' }],
    },
  ],
});
