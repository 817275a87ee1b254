import { msg, plural } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { Collection } from '../../../../domain/collection/collection';
import { parseStickerText } from '../../../../domain/sticker/quick-entry';
import type { Sticker } from '../../../../domain/sticker/sticker';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { TextAreaField } from '../../../components/form/text-area-field';
import { ScanButton } from '../../scan/public';
import { useStickers } from '../../stickers/api';
import { WithStickers } from '../../stickers/public';
import { applyBlocker, planQuickEntry, type QuickAction, type QuickChoice } from '../plan';
import type { QuickEntryState } from '../use-quick-entry';
import { ActionChoice } from './action-choice';
import { QuickEntryPreview } from './quick-entry-preview';

interface QuickEntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collection: Collection;
  state: QuickEntryState;
}

/**
 * Decision 010 "Quick entry": type or paste a list, choose what the stickers become, see exactly
 * what will change, then Apply in one bulk call. A bottom sheet on phones.
 */
export function QuickEntryDialog({ open, onOpenChange, collection, state }: QuickEntryDialogProps) {
  const title = collection.template.title;
  const stickers = useStickers(collection.id);
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      placement="sheet"
      maxWidth="xl"
      title={<Trans>Quick entry</Trans>}
      description={<Trans>{title}: nothing is saved until you tap Apply.</Trans>}
    >
      {/* docs/product.md "Scan": a pile to enter can be read by the camera instead of typed. */}
      <div className="-mt-2">
        <ScanButton collection={collection} variant="ghost" />
      </div>
      <WithStickers stickers={stickers}>
        {(stickers) => (
          <QuickEntryForm stickers={stickers} state={state} onDone={() => onOpenChange(false)} />
        )}
      </WithStickers>
    </DialogFrame>
  );
}

function QuickEntryForm({
  stickers,
  state,
  onDone,
}: {
  stickers: Sticker[];
  state: QuickEntryState;
  onDone: () => void;
}) {
  const { i18n } = useLinguiRuntime();
  const { t } = useLingui();
  const blockerId = useId();
  // A posted message offers "As labelled" and starts there; a plain list starts at Owned.
  const [plainChoice, setPlainChoice] = useState<QuickAction>('owned');
  const [labelledChoice, setLabelledChoice] = useState<QuickChoice>('labelled');
  const parsed = useMemo(() => parseStickerText(state.text), [state.text]);
  const choice = parsed.labelled ? labelledChoice : plainChoice;
  const plan = useMemo(
    () => planQuickEntry(parsed, stickers, choice, i18n),
    [parsed, stickers, choice, i18n],
  );
  const blocker = applyBlocker(state.text, plan, i18n);
  const count = plan.updates.length;
  const unreadCount = plan.unread.length;

  const choose = (next: QuickChoice) => {
    if (parsed.labelled) setLabelledChoice(next);
    else if (next !== 'labelled') setPlainChoice(next);
  };

  return (
    <div className="grid gap-5">
      <TextAreaField
        name="stickers"
        label={t`Sticker numbers`}
        value={state.text}
        onValueChange={state.changeText}
        placeholder={t`Type or paste sticker numbers, e.g. 1-10, 15, 22x2, MEX 3-5 — or paste a Swapsies list`}
        rows={3}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
      />
      <ActionChoice value={choice} onChange={choose} isLabelled={parsed.labelled} />
      <QuickEntryPreview plan={plan} isEmpty={state.text.trim() === ''} skipped={state.skipped} />
      <p aria-live="polite" className="sr-only">
        {state.text.trim() === ''
          ? ''
          : i18n._(
              msg({
                message: plural(count, {
                  one: `# change ready, ${unreadCount} not read`,
                  other: `# changes ready, ${unreadCount} not read`,
                }),
              }),
            )}
      </p>
      <div className="sticky -bottom-5 -mx-5 -mb-5 grid gap-2 border-t bg-card px-5 py-3 sm:-mx-6 sm:-mb-6 sm:px-6">
        {blocker && (
          <p id={blockerId} className="text-sm font-medium text-muted-foreground">
            {blocker}
          </p>
        )}
        <DialogActions>
          <Button type="button" variant="outline" size="lg" onClick={onDone}>
            <Trans>Close</Trans>
          </Button>
          <Button
            type="button"
            size="lg"
            disabled={blocker !== null || state.isSaving}
            aria-describedby={blocker ? blockerId : undefined}
            onClick={() => state.apply(plan, onDone)}
          >
            {state.isSaving && <LoaderCircle aria-hidden className="animate-spin" />}
            {state.isSaving ? (
              <Trans>Saving...</Trans>
            ) : (
              <Plural value={count} one="Apply # change" other="Apply # changes" />
            )}
          </Button>
        </DialogActions>
      </div>
    </div>
  );
}
