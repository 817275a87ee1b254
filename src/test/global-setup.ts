import type { TestProject } from 'vitest/node';
import {
  createPostgresTemplate,
  dropPostgresDatabase,
  pgliteTemplateFile,
} from './database-templates';

/**
 * Once per run of an API project (decision 023): on PGlite, makes sure the migrated copy exists;
 * on PostgreSQL, migrates this run's template database, hands its name to the test files
 * (`inject('postgresTemplate')` in database.ts) and drops it when the run ends.
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB_DRIVER !== 'postgres') {
    await pgliteTemplateFile();
    return;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = await createPostgresTemplate(serverUrl);
  project.provide('postgresTemplate', template);
  return () => dropPostgresDatabase(serverUrl, template);
}
