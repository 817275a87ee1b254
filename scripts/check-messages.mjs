// `npm run check:messages` (part of `npm test`): every message the code uses is in every
// locale's catalog and translated, and no catalog keeps a message the code no longer uses
// (decision 038). `npm run messages` brings the catalogs up to date with the code.
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const config = getConfig({ cwd: process.cwd() });
const problems = [];

for (const catalog of await getCatalogs(config)) {
  const name = catalog.path.replace(`${process.cwd()}/`, '');
  const used = (await catalog.collect()) ?? {};
  const files = await catalog.readAll();
  for (const locale of config.locales) {
    const messages = files[locale] ?? {};
    for (const [id, found] of Object.entries(used)) {
      const entry = messages[id];
      const text = found.message ?? id;
      if (!entry) problems.push(`${name} (${locale}): missing "${text}" — run npm run messages`);
      else if (!entry.translation?.trim())
        problems.push(`${name} (${locale}): "${text}" is not translated`);
    }
    for (const [id, entry] of Object.entries(messages)) {
      if (!(id in used)) problems.push(`${name} (${locale}): "${entry.message ?? id}" is unused`);
    }
  }
}

if (problems.length > 0) {
  console.error(`${problems.length} problems in the message catalogs:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('message catalogs complete: every message used, every one translated');
