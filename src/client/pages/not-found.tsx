import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from '../components/ui/card';

/** spec §2: full-height centred card, red icon, the exact heading and text. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-dvh w-full items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6 sm:pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle aria-hidden className="size-8 text-destructive" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            Did you forget to add the page to the router?
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
