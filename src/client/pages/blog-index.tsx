import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../domain/product';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { wslAlbumStory } from '../features/marketing/blog-posts';
import { CallToAction } from '../features/marketing/call-to-action';
import { CompleteAlbumIllustration } from '../features/marketing/complete-album-illustration';
import { PageIntro } from '../features/marketing/page-intro';
import { PostMeta } from '../features/marketing/post-meta';
import { BackHomePage } from '../features/marketing/info-page';
import { paths } from '../paths';
import { blogIndexMeta } from '../page-meta';
import { useDocumentMeta } from '../lib/document-meta';

const meta = blogIndexMeta;

/** The blog index: one featured story and a call to action. */
export function BlogIndexPage() {
  useDocumentMeta(meta);
  const post = wslAlbumStory;
  return (
    <BackHomePage>
      <PageIntro
        eyebrow={<Trans>Sticker tips &amp; stories</Trans>}
        title={<Trans>{PRODUCT_NAME} Blog</Trans>}
      >
        <p>
          <Trans>
            Real stories from collectors: finished albums, great swaps and what we learned along the
            way.
          </Trans>
        </p>
      </PageIntro>
      <section aria-labelledby="featured-title" className="px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-5xl">
          <h2
            id="featured-title"
            className="text-sm font-bold tracking-wide text-muted-foreground uppercase"
          >
            <Trans>Featured story</Trans>
          </h2>
          <Card className="mt-4 overflow-hidden md:grid md:grid-cols-2">
            <div className="aspect-[4/3] md:aspect-auto">
              <CompleteAlbumIllustration />
            </div>
            <article className="flex flex-col gap-4 p-6 sm:p-8">
              <PostMeta post={post} />
              <h3 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
                {post.title}
              </h3>
              <p className="text-pretty text-muted-foreground">{post.summary}</p>
              <div className="mt-auto pt-2">
                <Button size="lg" asChild>
                  <Link href={post.href}>
                    <Trans>Read Full Story</Trans>
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
              </div>
            </article>
          </Card>
          <p className="mt-8 text-center text-muted-foreground">
            <Trans>
              More stories are on their way. Finished an album by swapping? We’d love to hear about
              it on our{' '}
              <Link
                href={paths.contact}
                className="font-semibold text-primary underline underline-offset-4"
              >
                contact page
              </Link>
              .
            </Trans>
          </p>
        </div>
      </section>
      <CallToAction
        id="try"
        title={<Trans>Write your own success story</Trans>}
        actions={
          <Button size="lg" variant="callToAction" asChild>
            <Link href={paths.home}>
              <Trans>Try {PRODUCT_NAME} Free</Trans>
            </Link>
          </Button>
        }
      >
        <p>
          <Trans>Track your album, count your spares and share your trade list in seconds.</Trans>
        </p>
      </CallToAction>
    </BackHomePage>
  );
}
