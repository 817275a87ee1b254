import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { Button, buttonVariants } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useInvite, useJoinCircle } from '../features/circles/api';
import { errorMessage, errorStatus } from '../lib/api-client';
import { useDocumentMeta } from '../lib/document-meta';
import { paths } from '../paths';

/**
 * An invite link (decision 020), opened signed in (signed-out visitors sign in first and come
 * back here): the circle's name and organiser, and Join.
 */
export function CircleInvitePage() {
  const { t } = useLingui();
  useDocumentMeta({
    title: t`Join a swap circle | Swapsies`,
    description: t`You have been invited to a swap circle on Swapsies.`,
  });
  const { token = '' } = useParams<{ token: string }>();
  const invite = useInvite(token);
  const join = useJoinCircle(token);
  const [, navigate] = useLocation();

  return (
    <main className="mx-auto grid max-w-lg gap-6 px-4 py-10">
      <section className="grid gap-4 rounded-card border bg-card p-5 text-center shadow-sm sm:p-8">
        <Users aria-hidden className="mx-auto size-10 text-primary" />
        {invite.isPending && <Spinner label={t`Opening the invite…`} className="mx-auto" />}
        {invite.isError && (
          <>
            <h1 className="text-2xl font-extrabold">
              <Trans>This invite doesn’t work</Trans>
            </h1>
            <p className="text-muted-foreground">
              {errorStatus(invite.error) === 404 || errorStatus(invite.error) === 400
                ? t`The link may have been replaced, or the circle closed. Ask the organiser for a new one.`
                : errorMessage(invite.error)}
            </p>
            <Link href={paths.dashboard} className={buttonVariants({ variant: 'outline' })}>
              <Trans>Go to my collections</Trans>
            </Link>
          </>
        )}
        {invite.data && (
          <>
            <h1 className="text-2xl font-extrabold">
              <Trans>Join {invite.data.name}</Trans>
            </h1>
            <p className="text-muted-foreground">
              <Trans>
                A swap circle organised by <strong>{invite.data.organiserUsername}</strong>. Members
                can choose to see swaps with each other only. They see your username — never your
                email or where you live.
              </Trans>
            </p>
            {invite.data.isMember ? (
              <>
                <p className="font-semibold" role="status">
                  <Trans>You are already a member.</Trans>
                </p>
                <Link href={paths.circles} className={buttonVariants({ size: 'lg' })}>
                  <Trans>Go to my circles</Trans>
                </Link>
              </>
            ) : (
              <Button
                size="lg"
                disabled={join.isPending}
                aria-busy={join.isPending}
                onClick={() => join.mutate(undefined, { onSuccess: () => navigate(paths.circles) })}
              >
                <Trans>Join {invite.data.name}</Trans>
              </Button>
            )}
          </>
        )}
      </section>
    </main>
  );
}
