import { ExternalLink, Search } from 'lucide-react';

// Never invent groups or links (docs/product.md "Sharing"). These open Facebook's own group search,
// so they stay true whichever groups exist today.
const searches = [
  { label: 'WSL sticker swap groups', query: 'WSL sticker swap' },
  { label: 'Women’s football sticker swap groups', query: 'womens football sticker swap' },
  { label: 'UK football sticker swap groups', query: 'football sticker swap UK' },
];

function facebookGroupSearchUrl(query: string) {
  return `https://www.facebook.com/search/groups/?q=${encodeURIComponent(query)}`;
}

/** Three Facebook group searches for swap groups, each opened in a new tab. */
export function SwapGroupSearches() {
  return (
    <ul className="grid gap-3">
      {searches.map(({ label, query }) => (
        <li key={query}>
          <a
            href={facebookGroupSearchUrl(query)}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-3 rounded-xl border bg-card px-4 py-3 font-semibold shadow-sm transition-colors hover:border-primary hover:bg-secondary"
          >
            <Search aria-hidden className="size-5 shrink-0 text-primary" />
            <span className="flex-1">
              <span className="block text-sm font-medium text-muted-foreground">
                Search Facebook for
              </span>
              {label}
              <span className="sr-only"> (opens in a new tab)</span>
            </span>
            <ExternalLink aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          </a>
        </li>
      ))}
    </ul>
  );
}
