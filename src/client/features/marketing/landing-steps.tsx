import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, FolderPlus, Hand, Share2 } from 'lucide-react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../domain/product';
import { paths } from '../../paths';
import { Section } from './section';
import { StepList, type Step } from './step-list';

const steps = [
  {
    icon: FolderPlus,
    title: msg`Create a collection`,
    body: msg`Pick your album from the shared catalogue, or add it with its number of stickers. Every number appears as an empty slot.`,
  },
  {
    icon: Hand,
    title: msg`Add your stickers`,
    body: msg`Tap the numbers you’ve got. Doubles? Mark them for trade and keep count of your spares.`,
  },
  {
    icon: Share2,
    title: msg`Start trading`,
    body: msg`Share your needs and spares in Facebook swap groups, mark swaps as pending, and tick them off when they arrive.`,
  },
];

/** The landing page's 3-step How It Works (docs/product.md "Screens"). */
export function LandingSteps() {
  const { i18n } = useLingui();
  return (
    <Section
      id="how-it-works"
      eyebrow={<Trans>How it works</Trans>}
      title={<Trans>From shoebox to swap in three steps</Trans>}
      className="bg-card"
    >
      <StepList
        steps={steps.map((step): Step => ({
          ...step,
          title: i18n._(step.title),
          body: i18n._(step.body),
        }))}
      />
      <p className="mt-8 text-center">
        <Link
          href={paths.howItWorks}
          className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2 font-semibold text-primary underline-offset-4 hover:underline"
        >
          <Trans>Read the full guide to {PRODUCT_NAME}</Trans>
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </p>
    </Section>
  );
}
