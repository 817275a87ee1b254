import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { PublicTradeList } from '../../../../domain/sharing/trade-lists';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { NumberChips, ReasonList, type ChipTone } from '../../quick-entry/public';
import { ManualCopyDialog, useClipboardCopy } from '../../sharing/public';
import { compareView, type CompareSide } from '../compare-view';

const PLACEHOLDER = msg`e.g. 1-10, 15, 22, MEX 3-5 — or paste your Swapsies list`;

function Side({ title, side, tone }: { title: string; side: CompareSide; tone: ChipTone }) {
  const { t } = useLingui();
  const count = side.numbers.length;
  const heading = t`${title} (${count})`;
  return (
    <div className="grid content-start gap-2 rounded-xl border bg-background p-3">
      <h3 className="text-base font-bold">{heading}</h3>
      {side.numbers.length > 0 ? (
        <NumberChips items={side.numbers} tone={tone} label={title} />
      ) : (
        <p className="text-sm text-muted-foreground">{side.empty}</p>
      )}
    </div>
  );
}

/**
 * The visitor's two boxes and, as they type, what they can give and get and a message to send the
 * owner. Everything is worked out here in the browser: typing sends nothing.
 */
export function ComparePanel({ list }: { list: PublicTradeList }) {
  const { i18n, _ } = useLinguiRuntime();
  const { t } = useLingui();
  const [needs, setNeeds] = useState('');
  const [spares, setSpares] = useState('');
  const clipboard = useClipboardCopy();
  const view = useMemo(() => compareView(list, needs, spares, i18n), [list, needs, spares, i18n]);
  const unreadCount = view.unread.length;
  // Either box takes a plain list or a pasted Swapsies message.
  const boxes = [
    { name: 'needs', label: t`Stickers I need`, value: needs, onChange: setNeeds },
    { name: 'spares', label: t`My spares`, value: spares, onChange: setSpares },
  ];

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {boxes.map(({ name, label, value, onChange }) => (
          <TextAreaField
            key={name}
            name={name}
            label={label}
            value={value}
            onValueChange={onChange}
            placeholder={_(PLACEHOLDER)}
            rows={4}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
          />
        ))}
      </div>
      {view.unread.length > 0 && (
        <div className="grid gap-1 text-sm">
          <p className="font-bold">
            <Trans>Not read ({unreadCount})</Trans>
          </p>
          <ReasonList
            items={view.unread.map((item) => ({ ...item, reason: _(item.reason) }))}
            label={t`Not read`}
          />
        </div>
      )}
      <div aria-live="polite" className="grid gap-4 sm:grid-cols-2">
        <Side title={t`You can give`} side={view.give} tone="trade" />
        <Side title={t`You can get`} side={view.get} tone="owned" />
      </div>
      {view.message && (
        <div className="grid gap-2">
          <h3 className="text-base font-bold">
            <Trans>Your message</Trans>
          </h3>
          <textarea
            readOnly
            aria-label={t`Your message`}
            value={view.message}
            rows={Math.min(6, view.message.split('\n').length + 1)}
            className="field-sizing-content w-full resize-none rounded-lg border border-input bg-background p-3 text-sm"
          />
          <Button
            size="lg"
            className="sm:justify-self-start"
            onClick={() =>
              void clipboard.copy(view.message ?? '', {
                title: t`Message copied`,
                description: t`Paste it to the collector, e.g. in Messenger.`,
              })
            }
          >
            <Copy aria-hidden />
            <Trans>Copy message</Trans>
          </Button>
        </div>
      )}
      <ManualCopyDialog text={clipboard.manualText} onClose={clipboard.closeManualCopy} />
    </div>
  );
}
