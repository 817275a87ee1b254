// What other features use of the web pages (docs/architecture.md "Import rules"): re-exports only.
export type { BuiltPage } from './documents';
export { landingLocale, sendLocaleRedirect } from './landing-locale';
