import { proPriceLabel } from '../lib/pro-price';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, House } from 'lucide-react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../domain/product';
import { PageFrame } from '../components/layout/page-frame';
import { Button } from '../components/ui/button';
import { wslAlbumStory } from '../features/marketing/blog-posts';
import { CallToAction } from '../features/marketing/call-to-action';
import { CompleteAlbumIllustration } from '../features/marketing/complete-album-illustration';
import { PostMeta } from '../features/marketing/post-meta';
import { MAIN_ID, PublicHeader } from '../features/marketing/public-header';
import { SwapGroupSearches } from '../features/marketing/swap-group-searches';
import { TagList } from '../features/marketing/tag-list';
import { WslAlbumStory } from '../features/marketing/wsl-album-story';
import { paths } from '../paths';
import { blogArticleMeta } from '../page-meta';
import { useDocumentMeta } from '../lib/document-meta';

const post = wslAlbumStory;

const meta = blogArticleMeta;

function ArticleNav() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Blog`} className="flex gap-2 py-3">
      <Button variant="ghost" padding="custom" className="px-3" asChild>
        <Link href={paths.blog}>
          <ArrowLeft aria-hidden />
          <Trans>Blog</Trans>
        </Link>
      </Button>
      <Button variant="outline" padding="custom" className="px-3" asChild>
        <Link href={paths.home}>
          <House aria-hidden />
          <Trans>Home</Trans>
        </Link>
      </Button>
    </nav>
  );
}

/** The blog article: the WSL album success story. */
export function BlogArticlePage() {
  const { i18n } = useLingui();
  const proPrice = proPriceLabel(i18n);
  useDocumentMeta(meta);
  return (
    <PageFrame
      header={
        <PublicHeader>
          <ArticleNav />
        </PublicHeader>
      }
    >
      <main id={MAIN_ID}>
        <article>
          <header className="bg-linear-to-b from-secondary to-background px-4 pt-10 pb-8 sm:pt-14">
            <div className="mx-auto max-w-3xl">
              <PostMeta post={post} />
              <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
                {post.title}
              </h1>
              <p className="mt-5 text-xl text-pretty text-muted-foreground">
                A shoebox of doubles, a nine-year-old with a checklist and a few Facebook swap
                groups: how we swapped over 50 stickers in a few weeks and filled the very last gap.
              </p>
              <p className="mt-5 font-semibold">By Claire, Isla’s mum</p>
            </div>
          </header>
          <div className="px-4">
            <div className="mx-auto max-w-3xl">
              <div className="aspect-[4/3] overflow-hidden sm:aspect-[16/9] rounded-card shadow-sm">
                <CompleteAlbumIllustration />
              </div>
              <div className="mt-10">
                <WslAlbumStory />
              </div>
              <section
                aria-labelledby="groups-title"
                className="mt-12 rounded-card border bg-card p-6 sm:p-8"
              >
                <h2 id="groups-title" className="text-2xl font-extrabold tracking-tight">
                  <Trans>Find a swap group for your album</Trans>
                </h2>
                <p className="mt-2 mb-5 text-muted-foreground">
                  <Trans>
                    Search Facebook for active swap groups. Groups come and go, so read the rules
                    and recent posts before you join. {PRODUCT_NAME} Pro ({proPrice} for a year)
                    also suggests groups for your album from inside the app.
                  </Trans>
                </p>
                <SwapGroupSearches />
              </section>
              <footer className="mt-10 border-t pt-6">
                <TagList tags={post.tags} />
              </footer>
            </div>
          </div>
        </article>
        <CallToAction
          id="next"
          title={<Trans>Start your own swap story</Trans>}
          actions={
            <>
              <Button size="lg" variant="callToAction" asChild>
                <Link href={paths.home}>
                  <Trans>Start your collection</Trans>
                </Link>
              </Button>
              <Button size="lg" variant="callToActionSecondary" asChild>
                <Link href={paths.blog}>
                  <Trans>Read More Stories</Trans>
                </Link>
              </Button>
            </>
          }
        >
          <p>
            <Trans>
              Set up your album in minutes, count your spares and share your trade list with the
              swap groups — free to start.
            </Trans>
          </p>
        </CallToAction>
      </main>
    </PageFrame>
  );
}
