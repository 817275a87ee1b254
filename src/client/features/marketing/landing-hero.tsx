import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../domain/product';
import { Button } from '../../components/ui/button';
import { paths } from '../../paths';
import { registerHref } from './register-href';
import { StickerAlbumIllustration } from './sticker-illustration';

const promises = [msg`Free to start`, msg`Works on any phone`, msg`Nothing to install`];

/** The landing page's opening: the promise, the two ways in, and an album page. */
export function LandingHero() {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-linear-to-b from-secondary to-background px-4 pt-10 pb-8 sm:pt-16 md:pb-12"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 md:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-card px-3 py-1 text-sm font-semibold text-secondary-foreground shadow-sm">
            <span aria-hidden className="size-2 rounded-full bg-trade" />
            <Trans>Got, got, need — sorted</Trans>
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            <Trans>
              Track, trade &amp; share your <span className="text-primary">sticker collection</span>
            </Trans>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">
            <Trans>
              {PRODUCT_NAME} is the free sticker album tracker: tap the numbers you’ve got, see what
              you still need, and share your trade list in Facebook swap groups in seconds.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link href={registerHref}>
                <Trans>Get Started</Trans>
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link href={paths.howItWorks}>
                <Trans>See how it works</Trans>
              </Link>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-muted-foreground">
            {promises.map((promise) => (
              <li key={promise.id} className="flex items-center gap-1.5">
                <Check aria-hidden className="size-4 text-primary" strokeWidth={3} />
                {i18n._(promise)}
              </li>
            ))}
          </ul>
        </div>
        <StickerAlbumIllustration className="mx-auto max-w-md md:max-w-none" />
      </div>
    </section>
  );
}
