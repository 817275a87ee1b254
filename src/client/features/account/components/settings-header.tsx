import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { paths } from '../../../paths';

/** Settings: the heading and a back link to the collections at /. */
export function SettingsHeader() {
  return (
    <div className="grid gap-2">
      <Link href={paths.home} className={cn(buttonVariants({ variant: 'ghost' }), '-ml-3 w-fit')}>
        <ArrowLeft aria-hidden />
        Back to collections
      </Link>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Settings</h1>
    </div>
  );
}
