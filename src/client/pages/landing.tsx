import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../domain/product';
import { PageFrame } from '../components/layout/page-frame';
import { Button } from '../components/ui/button';
import { AboutCollectingSection } from '../features/marketing/about-collecting';
import { CallToAction } from '../features/marketing/call-to-action';
import { LandingHeader } from '../features/marketing/landing-header';
import { LandingHero } from '../features/marketing/landing-hero';
import { LandingSteps } from '../features/marketing/landing-steps';
import { MAIN_ID } from '../features/marketing/public-header';
import { registerHref } from '../features/marketing/register-href';
import { WhySection } from '../features/marketing/why-section';
import { landingMeta } from '../page-meta';
import { useDocumentMeta } from '../lib/document-meta';

const meta = landingMeta;

/** The public landing page, shown at / to visitors who are not signed in. */
export function LandingPage() {
  useDocumentMeta(meta);
  return (
    <PageFrame header={<LandingHeader />}>
      <main id={MAIN_ID}>
        <LandingHero />
        <WhySection />
        <LandingSteps />
        <AboutCollectingSection />
        <CallToAction
          id="get-started"
          title="Ready to finish your album?"
          actions={
            <Button size="lg" variant="callToAction" asChild>
              <Link href={registerHref}>
                Create your free collection
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          }
        >
          <p>
            Sign up in under a minute and see exactly what you need. {PRODUCT_NAME} is free to start
            — no card, no app to install.
          </p>
        </CallToAction>
      </main>
    </PageFrame>
  );
}
