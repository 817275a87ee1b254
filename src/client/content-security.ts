import { setNonce } from 'get-nonce';

// The app runs under a Content-Security-Policy with `script-src 'self'` and `style-src 'self'`
// plus a per-page nonce (checklist H1). Imported first by main.tsx, before anything else runs.

// zod compiles faster parsers with `new Function` unless told not to; under our policy even the
// attempt is reported as a violation. zod keeps its settings on this global and adopts an object
// already there, so setting it here keeps zod itself out of the entry chunk: the landing page
// parses nothing (docs/decisions/024). `z.config({ jitless: true })` would load all of zod's core.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// Radix dialogs lock page scroll with a <style> element they add (react-remove-scroll): it carries
// the nonce the server put in this page, so the policy allows it and nothing else inline.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);
