import { ArrowRight, FolderPlus, Hand, Share2 } from 'lucide-react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../domain/product';
import { paths } from '../../paths';
import { Section } from './section';
import { StepList, type Step } from './step-list';

const steps: Step[] = [
  {
    icon: FolderPlus,
    title: 'Create a collection',
    body: 'Pick your album from the shared catalogue, or add it with its number of stickers. Every number appears as an empty slot.',
  },
  {
    icon: Hand,
    title: 'Add your stickers',
    body: 'Tap the numbers you’ve got. Doubles? Mark them for trade and keep count of your spares.',
  },
  {
    icon: Share2,
    title: 'Start trading',
    body: 'Share your needs and spares in Facebook swap groups, mark swaps as pending, and tick them off when they arrive.',
  },
];

/** The landing page's 3-step How It Works (docs/product.md "Screens"). */
export function LandingSteps() {
  return (
    <Section
      id="how-it-works"
      eyebrow="How it works"
      title="From shoebox to swap in three steps"
      className="bg-card"
    >
      <StepList steps={steps} />
      <p className="mt-8 text-center">
        <Link
          href={paths.howItWorks}
          className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2 font-semibold text-primary underline-offset-4 hover:underline"
        >
          Read the full guide to {PRODUCT_NAME}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </p>
    </Section>
  );
}
