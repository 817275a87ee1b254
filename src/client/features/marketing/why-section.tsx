import { proPriceLabel } from '../../lib/pro-price';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArrowLeftRight,
  Clock,
  LayoutGrid,
  MessageCircle,
  PoundSterling,
  Smartphone,
} from 'lucide-react';
import { PRODUCT_NAME } from '../../../domain/product';
import { Card } from '../../components/ui/card';
import { FeatureCard, FeatureGrid } from './feature-card';
import { Section } from './section';
import { StickerStateLegend } from './sticker-state-legend';

/** The landing page's "Why" section: the Features anchor lands here. */
export function WhySection() {
  const { i18n } = useLingui();
  const proPrice = proPriceLabel(i18n);
  return (
    <Section
      id="features"
      eyebrow={<Trans>Features</Trans>}
      title={<Trans>Why collectors swap with {PRODUCT_NAME}</Trans>}
      intro={
        <Trans>
          Everything a checklist in the back of the album does, plus the bits it can’t: counting
          your spares, remembering who you’re swapping with, and writing the swap post for you.
        </Trans>
      }
    >
      <FeatureGrid columns={3}>
        <FeatureCard
          icon={LayoutGrid}
          tone="owned"
          title={<Trans>Your whole album at a glance</Trans>}
        >
          <Trans>
            Every number in one grid, marked needed, owned, for trade, pending or completed — each
            with its own colour, icon and word.
          </Trans>
        </FeatureCard>
        <FeatureCard icon={ArrowLeftRight} tone="trade" title={<Trans>Spares ready to swap</Trans>}>
          <Trans>
            Mark your doubles for trade and keep count of how many you have, so you always know what
            you can offer.
          </Trans>
        </FeatureCard>
        <FeatureCard
          icon={MessageCircle}
          tone="pending"
          title={<Trans>Made for Facebook swap groups</Trans>}
        >
          <Trans>
            Copy a ready-written swap message with your needs and spares, or download your trade
            list as an image that reads well in a busy feed.
          </Trans>
        </FeatureCard>
        <FeatureCard icon={Clock} tone="completed" title={<Trans>Every swap remembered</Trans>}>
          <Trans>
            Mark stickers as pending with your swap partner’s name, then confirm when the envelope
            lands. Your progress updates straight away.
          </Trans>
        </FeatureCard>
        <FeatureCard
          icon={Smartphone}
          tone="owned"
          title={<Trans>Built for the school gate</Trans>}
        >
          <Trans>
            Quick and thumb-friendly on a phone at the swap meet, roomy on a laptop when you’re
            sorting a fresh pile of packets.
          </Trans>
        </FeatureCard>
        <FeatureCard icon={PoundSterling} tone="trade" title={<Trans>Free to start</Trans>}>
          <Trans>
            No card needed. Want unlimited collections? Pro is a one-off {proPrice} for a whole year
            — no subscription, nothing renews.
          </Trans>
        </FeatureCard>
      </FeatureGrid>
      <Card className="mt-6 p-5 sm:p-6">
        <h3 className="text-lg font-bold">
          <Trans>Five states, one tap away</Trans>
        </h3>
        <p className="mt-1 text-muted-foreground">
          <Trans>Colour, icon and word together, so every sticker is clear at a glance.</Trans>
        </p>
        <div className="mt-5">
          <StickerStateLegend />
        </div>
      </Card>
    </Section>
  );
}
