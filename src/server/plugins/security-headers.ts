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
