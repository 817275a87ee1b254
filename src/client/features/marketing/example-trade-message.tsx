import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
// The default Facebook swap message (docs/product.md "Sharing"), filled in for a made-up album.
const sample = msg`Looking to swap stickers for My Football Album!

Need (4): 17, 23, 58, 102

For trade (3): 9 (x2), 31, 77

#stickerswap #gotgotneed
Message me if you need a swap!`;

/** What a collector pastes into a swap group, so visitors see what gets copied for them. */
export function ExampleTradeMessage() {
  const { i18n } = useLingui();
  return (
    <figure className="rounded-xl border bg-background p-4">
      <figcaption className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
        <Trans>The message we copy for you</Trans>
      </figcaption>
      <pre className="mt-2 font-sans text-sm whitespace-pre-wrap">{i18n._(sample)}</pre>
    </figure>
  );
}
