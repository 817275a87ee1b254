import type { Config } from '../config';

/**
 * The Content-Security-Policy the built app runs under: scripts and styles only from our origin
 * (Vite emits no inline script), images also from data:/blob: URLs (trade-list images are made
 * in the browser), and the Stripe Checkout page as the only place a form may go.
 */
export function contentSecurityPolicy(config: Config) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // No 'unsafe-inline': React and Radix set styles through the DOM (allowed); the one inline
    // <style> element (Radix's scroll lock) carries the page's nonce, added per HTML response.
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'", 'https://checkout.stripe.com'],
    // Nothing may change what relative URLs resolve against.
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    upgradeInsecureRequests: config.isHttps ? [] : null,
  };
}

/**
 * The policy of the camera scan's OCR files under /ocr/ (decision 039): the engine is WebAssembly,
 * which a worker may only compile under 'wasm-unsafe-eval'. A dedicated worker runs under the
 * policy its own script is sent with, so only the OCR worker gets it; the pages keep theirs.
 */
export const OCR_WORKER_POLICY =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";
