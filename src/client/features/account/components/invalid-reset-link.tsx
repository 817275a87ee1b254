import { Link2Off } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../paths';

/** A missing or malformed token gives 'Invalid reset link'. */
export function InvalidResetLink() {
  return (
    <div className="grid gap-4 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <Link2Off className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold">Invalid reset link</h1>
      <p className="text-sm text-muted-foreground">Please request a new password reset link</p>
      <Button asChild>
        <Link href={paths.forgotPassword}>Request a new link</Link>
      </Button>
    </div>
  );
}
