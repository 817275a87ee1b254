import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link2Off } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../paths';

const reasons = {
  /** A missing or malformed token: the link was cut or altered. */
  malformed: {
    title: msg`Invalid reset link`,
    help: msg`Please request a new password reset link`,
  },
  /** A well-formed token the server says cannot set a password (docs/product.md "Screens"). */
  spent: {
    title: msg`This reset link was used or has expired`,
    help: msg`A reset link works once, for one hour. Ask for a new one and use the link in the newest email.`,
  },
};

/** A reset link that cannot work, said as the page opens, with the way to a new one. */
export function InvalidResetLink({ reason = 'malformed' }: { reason?: keyof typeof reasons }) {
  const { title, help } = reasons[reason];
  const { i18n } = useLingui();
  return (
    <div className="grid gap-4 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <Link2Off className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold">{i18n._(title)}</h1>
      <p className="text-sm text-muted-foreground">{i18n._(help)}</p>
      <Button asChild>
        <Link href={paths.forgotPassword}>
          <Trans>Request a new link</Trans>
        </Link>
      </Button>
    </div>
  );
}
