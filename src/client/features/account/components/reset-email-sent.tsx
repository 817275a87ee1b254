import { Trans } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** The success panel after asking for a reset link (the inbox, then Junk or Spam). */
export function ResetEmailSent({
  email,
  message,
  onSendAgain,
}: {
  email: string;
  message: string;
  onSendAgain: () => void;
}) {
  return (
    <div role="status" className="grid gap-4 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <MailCheck className="size-7" aria-hidden />
      </span>
      <h2 className="text-xl font-bold">
        <Trans>Check your email</Trans>
      </h2>
      <p className="text-sm">{message}</p>
      <p className="text-sm text-muted-foreground">
        <Trans>
          We sent it to <span className="font-semibold text-foreground">{email}</span>. If it is not
          in your inbox within a few minutes, look in your Junk or Spam folder.
        </Trans>
      </p>
      <Button type="button" variant="outline" onClick={onSendAgain}>
        <Trans>Use a different email</Trans>
      </Button>
    </div>
  );
}
