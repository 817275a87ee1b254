import { Trans } from '@lingui/react/macro';
/** The id of the element a page's skip link jumps to: the page's own content. */
export const MAIN_ID = 'main';

/**
 * The first Tab stop of every page: invisible until focused, it skips the header so keyboard
 * users reach the page's own content at once.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only focus:not-sr-only focus:absolute focus:top-3 focus:left-4 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2.5 focus:font-semibold focus:shadow-lg"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
