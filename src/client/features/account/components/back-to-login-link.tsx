import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { paths } from '../../../paths';

/** The way back to the login tab from the password screens. */
export function BackToLoginLink({ className }: { className?: string }) {
  return (
    <Link
      href={paths.auth}
      className={cn(buttonVariants({ variant: 'ghost' }), 'w-full', className)}
    >
      <ArrowLeft aria-hidden />
      <Trans>Back to login</Trans>
    </Link>
  );
}
