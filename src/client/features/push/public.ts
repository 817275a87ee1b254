// What other features may use of push besides its api.ts (docs/architecture.md "Import rules"):
// re-exports only, so importing one name pulls in nothing else.
export { forgetPushOnThisBrowser } from './browser-push';
