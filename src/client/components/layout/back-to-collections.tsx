import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';
import { paths } from '../../paths';
import { buttonVariants } from '../ui/button';

/** The way back from a signed-in screen to the collections, above its heading. */
export function BackToCollectionsLink() {
  return (
    <Link
      href={paths.dashboard}
      className={cn(buttonVariants({ variant: 'ghost' }), '-ml-3 w-fit')}
    >
      <ArrowLeft aria-hidden />
      <Trans>Back to collections</Trans>
    </Link>
  );
}
