import { Trans } from '@lingui/react/macro';
import { AlertCircle, House } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { paths } from '../paths';

/**
 * Any unknown path: a full-height centred card with a red icon, the product's exact heading and
 * text, and a way home, so a mistyped or outdated link is not a dead end.
 */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh w-full items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6 sm:pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle aria-hidden className="size-8 text-destructive" />
            <h1 className="text-2xl font-bold">
              <Trans>404 Page Not Found</Trans>
            </h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            <Trans>Did you forget to add the page to the router?</Trans>
          </p>
          <Button className="mt-6" asChild>
            <Link href={paths.home}>
              <House aria-hidden />
              <Trans>Go to the home page</Trans>
            </Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
