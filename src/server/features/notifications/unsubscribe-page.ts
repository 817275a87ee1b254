import { PRODUCT_NAME } from '../../../domain/product';
import { escapeHtml } from '../../../domain/html';
import { htmlLang, type Locale } from '../../../domain/locale';

/*
 * The unsubscribe pages (docs/product.md "Notifications"): plain HTML from the server, so they
 * work with no script, styled by the app's own stylesheet (the shell's <link>, which the
 * Content-Security-Policy's `style-src 'self'` allows) and its classes. No inline style and no
 * style attribute, which that policy refuses (decision 026). Tailwind writes a class into the
 * stylesheet only if it finds it in a source: src/client/styles.css names this file with
 * `@source`, so these classes must stay whole words here, never built from pieces.
 */

/**
 * The app's primary button (components/ui/button.tsx, default variant and size), but its words
 * wrap: at 375 px "Choose which emails you get in Settings" is wider than the card.
 */
const PRIMARY_BUTTON =
  'inline-flex min-h-10 w-full items-center justify-center gap-2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-center text-primary-foreground shadow-sm transition-colors hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
/** The app's outline button, for the way back in. */
const OUTLINE_BUTTON =
  'inline-flex min-h-10 w-full items-center justify-center gap-2 rounded-lg border border-input bg-card px-4 py-2 text-sm font-semibold text-center transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const TEXT = 'text-sm text-muted-foreground';

/** The logo mark of components/layout/logo.tsx, as markup. */
const LOGO_MARK = `<svg viewBox="0 0 64 64" aria-hidden="true" class="size-8">
<rect x="6" y="10" width="34" height="44" rx="7" class="fill-primary" />
<rect x="24" y="6" width="34" height="44" rx="7" class="fill-accent stroke-card" stroke-width="3" />
<path d="M33 22h14l-4-4M47 34H33l4 4" class="stroke-accent-foreground" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round" />
</svg>`;

/**
 * A page of the unsubscribe link: the app's logo above one card, as the signed-out account
 * screens have it (AuthLayout). `head` is the app's stylesheet links (empty without a build);
 * `locale` the language its words are in (decision 038).
 */
export function unsubscribePage(page: {
  locale: Locale;
  title: string;
  body: string;
  head: string;
}) {
  return `<!doctype html>
<html lang="${htmlLang(page.locale)}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<meta name="theme-color" content="#15803d" />
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<title>${escapeHtml(page.title)} — ${PRODUCT_NAME}</title>
${page.head}
</head>
<body>
<div class="px-4 pb-12">
<header class="mx-auto flex h-16 max-w-md items-center">
<a href="/" class="flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight">${LOGO_MARK}<span>${PRODUCT_NAME}</span></a>
</header>
<main class="mx-auto w-full max-w-md pt-2 sm:pt-6">
<div class="grid gap-4 rounded-card border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
<h1 class="text-2xl font-bold leading-tight">${escapeHtml(page.title)}</h1>
${page.body}
</div>
</main>
</div>
</body>
</html>`;
}

/** A paragraph of the page; `text` is escaped, `html` is the caller's own markup. */
export const paragraph = (html: string, role?: 'status') =>
  `<p class="${TEXT}"${role ? ` role="${role}"` : ''}>${html}</p>`;

/** A form with one button, posting to our own `action` (the token is in its query). */
export function buttonForm(action: string, label: string, options: { fields?: string } = {}) {
  return `<form method="post" action="${escapeHtml(action)}" class="grid">
${options.fields ?? ''}<button type="submit" class="${PRIMARY_BUTTON}">${escapeHtml(label)}</button>
</form>`;
}

/** The way to all the choices, in Settings (which asks the collector to sign in first). */
export const settingsLink = (label: string) =>
  `<a href="/settings" class="${OUTLINE_BUTTON}">${escapeHtml(label)}</a>`;
