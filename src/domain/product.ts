/** The product's name, in one place so it can change in one place. */
export const PRODUCT_NAME = 'Swapsies';

/** The document title every page falls back to. */
export const DEFAULT_DOCUMENT_TITLE = `${PRODUCT_NAME} — Track, Trade & Share Your Sticker Collection`;

export const DEFAULT_META_DESCRIPTION =
  /*i18n*/ 'Swapsies is the free sticker album tracker for collectors: mark what you need, what you own and what you have spare, record swaps, and share your trade list in Facebook groups as text or an image.';

/** Pro is a one-time payment in pounds sterling (docs/product.md "Who it is for"). */
export const PRO_PRICE_PENCE = 999;
export const PRO_PRICE_LABEL = '£9.99';
export const PRO_PERIOD_DAYS = 365;
