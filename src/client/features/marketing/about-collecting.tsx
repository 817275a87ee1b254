import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '../../../domain/product';

/**
 * The landing page's longer read: what the product is for, in the words collectors search with
 * (sticker album tracker, swap groups, "got, got, need").
 */
export function AboutCollectingSection() {
  return (
    <section aria-labelledby="about-title" className="px-4 py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <p className="text-sm font-bold tracking-wide text-primary uppercase">
            <Trans>For every collector</Trans>
          </p>
          <h2
            id="about-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            <Trans>A sticker album tracker for the “got, got, need” generation</Trans>
          </h2>
        </div>
        <div className="space-y-5 text-lg text-pretty text-muted-foreground">
          <p>
            <Trans>
              Every collector knows the ritual: flick through a stack of stickers, call out “got,
              got, need”, and hope the one you’re missing is in somebody else’s pile. Whether it’s
              the Premier League, the Women’s Super League, a World Cup or the Euros, filling a
              football sticker album has always been about swapping — in the playground, at the
              school gate and at the local swap meet.
            </Trans>
          </p>
          <p>
            <Trans>
              {PRODUCT_NAME} keeps the tradition and takes away the paperwork. Instead of a
              checklist in the back of the album or a notebook of scribbled numbers, you have a
              sticker collection tracker on your phone, with every number marked as needed, owned or
              for trade. Doubles stop disappearing into a shoebox, because each spare is counted and
              ready to offer.
            </Trans>
          </p>
          <p>
            <Trans>
              When it’s time to swap, {PRODUCT_NAME} writes the post for you. Copy a trade list of
              your needs and spares straight into a Facebook sticker swap group, or download it as
              an image that’s easy to read in a busy feed. Agree a swap, mark it pending with your
              partner’s name, and confirm it when the envelope arrives: your progress updates and
              your next trade list is ready to go.
            </Trans>
          </p>
          <p>
            <Trans>
              It works for Panini-style football albums, trading cards and any collection with
              numbered stickers. Parents keep track of their children’s albums (and quietly, their
              own), teenagers race to finish a set before the season ends, and seasoned collectors
              run several albums at once.
            </Trans>
          </p>
        </div>
      </div>
    </section>
  );
}
