import { Trans } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../paths';

/** The reset screen hands over to sign in after 3 seconds (docs/product.md "Screens"). */
export const RESET_REDIRECT_MS = 3000;

/** The success state: says where it is going, then goes there (or sooner, with the button). */
export function PasswordResetDone() {
  const seconds = RESET_REDIRECT_MS / 1000;
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.auth), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div role="status" className="grid gap-4 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <CircleCheck className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold">
        <Trans>Password changed</Trans>
      </h1>
      <p className="text-sm text-muted-foreground">
        <Trans>
          You can now log in with your new password. Taking you to the login page in {seconds}{' '}
          seconds…
        </Trans>
      </p>
      <Button asChild variant="outline">
        <Link href={paths.auth}>
          <Trans>Go to login now</Trans>
        </Link>
      </Button>
    </div>
  );
}
