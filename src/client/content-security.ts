import { setNonce } from 'get-nonce';

// The app runs under a Content-Security-Policy with `script-src 'self'` and `style-src 'self'`
// plus a per-page nonce (checklist H1). Imported first by main.tsx, before anything else runs.

// zod compiles faster parsers with `new Function` unless told not to; under our policy even the
// attempt is reported as a violation. zod keeps its settings on this global object (adopting one
// already there) and reads them when it first parses, so setting the flag on that object here
// works whether zod's chunk ran first or not — it does now that the error schema and the
// language code are in the first bundle. Mutated, never replaced: zod holds the object it found.
// `z.config({ jitless: true })` would load all of zod's core (docs/decisions/024).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

// Radix dialogs lock page scroll with a <style> element they add (react-remove-scroll): it carries
// the nonce the server put in this page, so the policy allows it and nothing else inline.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);
