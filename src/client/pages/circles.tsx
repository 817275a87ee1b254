import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { createCircleSchema, CIRCLE_NAME_MAX } from '../../domain/circles/schemas';
import { AlbumPageHeader } from '../components/layout/album-page-header';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { TextField } from '../components/form/text-field';
import { useSchemaForm } from '../components/form/use-schema-form';
import { useCircle, useCreateCircle, useMyCircles } from '../features/circles/api';
import { CirclePanel } from '../features/circles/components/circle-panel';
import { QueryError } from '../features/collections/components/query-error';
import { ManualCopyDialog } from '../features/sharing/components/manual-copy-dialog';
import { useClipboardCopy } from '../features/sharing/use-clipboard-copy';
import { cn } from '../lib/cn';
import { useDocumentMeta } from '../lib/document-meta';

function CreateCircleForm({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useLingui();
  const create = useCreateCircle();
  // Every refusal is about the name, the form's one field.
  const form = useSchemaForm(createCircleSchema, { name: '' }, { fieldOfError: () => 'name' });
  return (
    <form
      noValidate
      className="grid gap-3 rounded-card border bg-card p-4 shadow-sm sm:p-5"
      onSubmit={form.handleSubmit(({ name }) =>
        create.mutate(name, {
          onSuccess: (circle) => {
            form.reset();
            onCreated(circle.id);
          },
          onError: (failure) => form.showServerError(failure),
        }),
      )}
    >
      <TextField
        {...form.textField('name')}
        // Not "name": a browser would offer the person's own name to fill it in.
        name="circleName"
        label={t`New circle’s name`}
        hint={t`For example “Year 4 swaps” or “Saturday club”. Members see it.`}
        maxLength={CIRCLE_NAME_MAX}
      />
      <Button type="submit" className="w-full sm:w-fit" disabled={create.isPending}>
        <Plus aria-hidden />
        <Trans>Create circle</Trans>
      </Button>
    </form>
  );
}

/**
 * Swap circles (docs/product.md "Swap circles", decision 020): the circles I organise or joined,
 * one of them open with its members and invite link, and a form to start another.
 */
export function CirclesPage() {
  const { i18n, t } = useLingui();
  useDocumentMeta({
    title: t`Swap circles | Swapsies`,
    description: t`Swap only with a class, a club or your family: a circle of collectors you invite.`,
  });
  const circles = useMyCircles();
  const clipboard = useClipboardCopy();
  const [chosen, setChosen] = useState<number>();
  const openId = circles.data?.some((c) => c.id === chosen) ? chosen : circles.data?.[0]?.id;
  const open = useCircle(openId);

  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-8">
      <AlbumPageHeader title={t`Swap circles`} albumTitle={undefined} />
      <p className="text-muted-foreground">
        <Trans>
          A circle is a group you invite by link — a class, a club, a family. On the matches screen,
          choose a circle to see swaps with its members only, and set a child’s collection to
          “circles only” so strangers never see it.
        </Trans>
      </p>
      <CreateCircleForm onCreated={setChosen} />
      {circles.isPending && (
        <Spinner label={t`Loading your circles…`} className="text-muted-foreground" />
      )}
      {circles.isError && (
        <QueryError
          title={t`Couldn’t load your circles`}
          error={circles.error}
          onRetry={() => void circles.refetch()}
          isRetrying={circles.isFetching}
        />
      )}
      {circles.data?.length === 0 && (
        <p className="rounded-card border border-dashed p-5 text-center text-muted-foreground">
          <Trans>
            You are not in any circle yet. Create one above, or open an invite link someone sent
            you.
          </Trans>
        </p>
      )}
      {circles.data && circles.data.length > 0 && (
        <nav aria-label={t`My circles`}>
          <ul className="flex flex-wrap gap-2">
            {circles.data.map((circle) => (
              <li key={circle.id}>
                <button
                  type="button"
                  aria-current={circle.id === openId ? 'true' : undefined}
                  onClick={() => setChosen(circle.id)}
                  className={cn(
                    'inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    circle.id === openId
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'bg-card hover:bg-muted',
                  )}
                >
                  <Users aria-hidden className="size-4" />
                  {circle.name}
                  <span className="font-normal">({i18n.number(circle.memberCount)})</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {open.data && <CirclePanel key={open.data.id} circle={open.data} copyText={clipboard.copy} />}
      <ManualCopyDialog text={clipboard.manualText} onClose={clipboard.closeManualCopy} />
    </main>
  );
}
