import { setNonce } from 'get-nonce';
import { z } from 'zod';

// The app runs under a Content-Security-Policy with `script-src 'self'` and `style-src 'self'`
// plus a per-page nonce (checklist H1). Imported first by main.tsx, before anything else runs.

// zod compiles faster parsers with `new Function` unless told not to; under our policy even the
// attempt is reported as a violation.
z.config({ jitless: true });

// Radix dialogs lock page scroll with a <style> element they add (react-remove-scroll): it carries
// the nonce the server put in this page, so the policy allows it and nothing else inline.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);
