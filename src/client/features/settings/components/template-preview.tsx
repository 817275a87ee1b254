import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { EMPTY_LIST_MESSAGE, renderTradeMessage } from '../../../../domain/sharing/message';
import { buildTradeLists } from '../../../../domain/sharing/trade-lists';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../paths';
import { useTemplateDetail } from '../../catalogue/api';
import { useCollections } from '../../collections/api';
import { useStickers } from '../../stickers/api';

/**
 * The preview scrolls when the message is longer than the box: a keyboard user must be able to
 * reach it to scroll it (WCAG 2.1.1), so the region takes focus, with its name, like a text box
 * would (docs/product.md "Settings").
 */
function PreviewBox({ children, isBusy }: { children: ReactNode; isBusy?: boolean }) {
  const { t } = useLingui();
  return (
    <div
      role="region"
      aria-label={t`Message preview`}
      aria-busy={isBusy}
      tabIndex={0}
      className="max-h-80 min-h-40 overflow-y-auto rounded-xl border bg-muted/60 p-4 text-sm"
    >
      {children}
    </div>
  );
}

function Retry({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <PreviewBox>
      <div className="flex flex-col items-start gap-3">
        <p>{message}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </PreviewBox>
  );
}

/**
 * The message as it would be copied, rendered with the same engine as "Copy Facebook Message"
 * from one of the user's own collections (docs/product.md "Sharing").
 */
export function TemplatePreview({ template }: { template: string }) {
  const selectId = useId();
  const { t, i18n } = useLingui();
  const collections = useCollections();
  const [chosenId, setChosenId] = useState<number>();
  const list = collections.data ?? [];
  // The one chosen, else the first active collection (what the dashboard opens on), else any.
  const selected =
    list.find((collection) => collection.id === chosenId) ??
    list.find((collection) => collection.status === 'active') ??
    list[0];
  const stickers = useStickers(selected?.id);
  // The album's specials, marked as the copied message marks them (decision 021).
  const specials = useTemplateDetail(selected?.templateId).data?.specials;
  const lists = useMemo(
    () => (stickers.data ? buildTradeLists(stickers.data, specials) : null),
    [stickers.data, specials],
  );

  let body: ReactNode;
  if (collections.isPending) {
    body = (
      <PreviewBox isBusy>
        <Spinner label={t`Loading your collections...`} className="text-muted-foreground" />
      </PreviewBox>
    );
  } else if (collections.isError) {
    body = (
      <Retry
        message={t`We could not load your collections for the preview.`}
        onRetry={() => void collections.refetch()}
      />
    );
  } else if (!selected) {
    body = (
      <PreviewBox>
        <p>
          <Trans>
            Your preview appears here with your own numbers once you have a collection.{' '}
            <Link href={paths.dashboard} className="font-medium text-primary underline">
              Start a collection
            </Link>
            .
          </Trans>
        </p>
      </PreviewBox>
    );
  } else if (stickers.isError) {
    body = (
      <Retry
        message={t`We could not load this collection’s stickers for the preview.`}
        onRetry={() => void stickers.refetch()}
      />
    );
  } else if (!lists) {
    body = (
      <PreviewBox isBusy>
        <Spinner label={t`Loading your stickers...`} className="text-muted-foreground" />
      </PreviewBox>
    );
  } else {
    // An empty list reads "none" in the language shown, as the copied message writes it.
    const message = renderTradeMessage(
      template,
      { collection: selected.template.title, lists },
      { emptyText: i18n._(EMPTY_LIST_MESSAGE) },
    );
    body = (
      <PreviewBox>
        {/* Plain text, as it will be pasted: React escapes it, nothing is interpreted. */}
        <p className="whitespace-pre-wrap break-words">{message}</p>
      </PreviewBox>
    );
  }

  return (
    <section aria-labelledby={`${selectId}-heading`} className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h3 id={`${selectId}-heading`} className="text-sm font-semibold">
          <Trans>Preview</Trans>
        </h3>
        {list.length > 0 && selected && (
          <div className="grid gap-1.5 sm:w-72">
            <Label htmlFor={selectId} isPlain className="text-xs font-medium text-muted-foreground">
              <Trans>Preview with</Trans>
            </Label>
            <Select
              value={String(selected.id)}
              onValueChange={(value) => setChosenId(Number(value))}
            >
              <SelectTrigger id={selectId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {list.map((collection) => (
                  <SelectItem key={collection.id} value={String(collection.id)}>
                    {collection.template.title}
                    {collection.status === 'archived' ? ` ${t`(archived)`}` : ''}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
      </div>
      {body}
    </section>
  );
}
