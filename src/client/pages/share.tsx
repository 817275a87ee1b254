import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle, ArrowRight } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { PRODUCT_NAME } from '../../domain/product';
import { publicIdSchema } from '../../domain/sharing/public-link';
import { PageFrame } from '../components/layout/page-frame';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { CompareSection } from '../features/compare/components/compare-section';
import { MAIN_ID, PublicHeader } from '../features/marketing/public-header';
import { usePublicTradeList } from '../features/sharing/api';
import { hasLongCodes, TradeGrid } from '../features/sharing/components/trade-grid';
import { cn } from '../lib/cn';
import { useDocumentMeta } from '../lib/document-meta';
import { appHref, paths } from '../paths';

function StartCollecting() {
  return (
    <Button size="lg" asChild>
      <Link href={appHref(paths.auth)}>
        <Trans>Start Collecting</Trans> <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}

function CollectionNotFound() {
  return (
    <Card className="mx-auto max-w-md">
      <CardContent className="flex flex-col items-center gap-4 pt-6 text-center sm:pt-6">
        <AlertCircle aria-hidden className="size-10 text-destructive" />
        <h1 className="text-2xl font-bold">
          <Trans>Collection Not Found</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>
            This trade list doesn’t exist any more, or its owner has stopped sharing it.
          </Trans>
        </p>
        <StartCollecting />
      </CardContent>
    </Card>
  );
}

/**
 * The public trade list at /share?collection={publicId} (docs/product.md "Screens"): only by the
 * collection's unguessable public id (decision 027); anything else is "Collection Not Found". In
 * another language at its prefix (`/de/share?…`, decision 038); links into the app stay unprefixed.
 */
export function SharePage() {
  const parsed = publicIdSchema.safeParse(new URLSearchParams(useSearch()).get('collection') ?? '');
  const publicId = parsed.success ? parsed.data : undefined;
  const { data, isLoading, isError } = usePublicTradeList(publicId);
  const { t } = useLingui();
  // An album of long printed codes gets full-width grids, so its codes read whole.
  const isRoomy = data
    ? hasLongCodes([...data.needed, ...data.forTrade.map((item) => item.number)])
    : false;
  const albumTitle = data?.title;
  const neededCount = data?.needed.length;
  const forTradeCount = data?.forTrade.length;
  useDocumentMeta({
    title: data ? t`${albumTitle} — trade list | ${PRODUCT_NAME}` : t`Trade list | ${PRODUCT_NAME}`,
    description: data
      ? t`Needs ${neededCount} · ${forTradeCount} for trade. Swap stickers on ${PRODUCT_NAME}.`
      : t`A collector's sticker trade list on ${PRODUCT_NAME}.`,
  });

  return (
    <PageFrame header={<PublicHeader />}>
      <main id={MAIN_ID} className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        {isLoading ? (
          <div className="flex justify-center py-20 text-muted-foreground">
            <Spinner label={t`Loading trade list...`} />
          </div>
        ) : !data || isError ? (
          <CollectionNotFound />
        ) : (
          <div className="flex flex-col gap-6">
            <div>
              <p className="text-sm font-semibold text-primary">
                <Trans>Trade list · {data.totalStickers} stickers in the album</Trans>
              </p>
              <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">
                {data.title}
              </h1>
              <p className="mt-2 text-muted-foreground">
                <Trans>
                  Got any of these? This collector needs {data.needed.length} and has{' '}
                  {data.forTrade.length} to swap.
                </Trans>
              </p>
            </div>
            {/* Straight to each part, so a long Needs list never hides what is for trade. */}
            <nav aria-label={t`On this page`} className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" asChild>
                <a href="#needs">
                  <Trans>Needs ({data.needed.length})</Trans>
                </a>
              </Button>
              <Button variant="outline" size="sm" asChild>
                <a href="#for-trade">
                  <Trans>For Trade ({data.forTrade.length})</Trans>
                </a>
              </Button>
              <Button variant="outline" size="sm" asChild>
                <a href="#compare">
                  <Trans>Compare with my list</Trans>
                </a>
              </Button>
            </nav>
            <div className={cn('grid gap-6', !isRoomy && 'lg:grid-cols-2')}>
              <TradeGrid
                title={t`Needs`}
                kind="needed"
                items={data.needed.map((number) => ({ number }))}
                hasLongCodes={isRoomy}
                specials={data.specials}
              />
              <TradeGrid
                title={t`For Trade`}
                kind="forTrade"
                items={data.forTrade}
                hasLongCodes={isRoomy}
                specials={data.specials}
              />
            </div>
            <CompareSection list={data} />
            <Card className="bg-primary text-primary-foreground">
              <CardContent className="flex flex-col items-start gap-4 pt-6 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
                <div>
                  <h2 className="text-xl font-bold">
                    <Trans>Collecting this album too?</Trans>
                  </h2>
                  <p className="opacity-90">
                    <Trans>
                      Track your own stickers with {PRODUCT_NAME} and share your list in two taps.
                      Free.
                    </Trans>
                  </p>
                </div>
                <Button variant="secondary" size="lg" asChild>
                  <Link href={appHref(paths.auth)}>
                    <Trans>Start Collecting</Trans> <ArrowRight aria-hidden />
                  </Link>
                </Button>
              </CardContent>
            </Card>
          </div>
        )}
      </main>
    </PageFrame>
  );
}
