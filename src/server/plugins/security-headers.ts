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
    // Radix positions popovers with inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'", 'https://checkout.stripe.com'],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    upgradeInsecureRequests: config.isHttps ? [] : null,
  };
}
