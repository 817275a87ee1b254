import { Trans } from '@lingui/react/macro';
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
          title={<Trans>Ready to finish your album?</Trans>}
          actions={
            <Button size="lg" variant="callToAction" asChild>
              <Link href={registerHref}>
                <Trans>Create your free collection</Trans>
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          }
        >
          <p>
            <Trans>
              Sign up in under a minute and see exactly what you need. {PRODUCT_NAME} is free to
              start — no card, no app to install.
            </Trans>
          </p>
        </CallToAction>
      </main>
    </PageFrame>
  );
}
