import type { ReactNode } from 'react';
import { PageFrame } from '../../components/layout/page-frame';
import { PageIntro } from './page-intro';
import { Prose } from './prose';
import { BackHomeButton, MAIN_ID, PublicHeader } from './public-header';

/** A public page's frame with a way back home: the header, the page's main landmark, the footer. */
export function BackHomePage({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      header={
        <PublicHeader>
          <BackHomeButton />
        </PublicHeader>
      }
    >
      <main id={MAIN_ID}>{children}</main>
    </PageFrame>
  );
}

/** The frame of the short information pages (terms, privacy, contact): header, h1, text, footer. */
export function InfoPage({
  title,
  intro,
  highlight,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  /** Shown between the intro and the text, outside the text's styling (a card, a button). */
  highlight?: ReactNode;
  children: ReactNode;
}) {
  return (
    <BackHomePage>
      <PageIntro title={title}>{intro}</PageIntro>
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:pb-24">
        {highlight && <div className="mb-10">{highlight}</div>}
        <Prose>{children}</Prose>
      </div>
    </BackHomePage>
  );
}
