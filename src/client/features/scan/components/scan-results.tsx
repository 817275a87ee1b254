import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { Sticker } from '../../../../domain/sticker/sticker';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useBulkUpdate } from '../../stickers/api';
import type { Box, FoundCode, ScanMatch } from '../match';
import { confirmedUpdates, planScan, type ScanItem } from '../plan';

/**
 * docs/product.md "Scan": the photo with each sticker found outlined and numbered, the list of
 * what Confirm would do (each one can be unticked), a choice for each reading that fits two
 * codes, and Confirm, which sends the ticked changes through the outbox like any other bulk
 * change (decision 016), so it works offline too.
 */
export function ScanResults({
  collectionId,
  stickers,
  photoUrl,
  width,
  height,
  match,
  onDone,
  onAgain,
}: {
  collectionId: number;
  stickers: Sticker[];
  photoUrl: string;
  width: number;
  height: number;
  match: ScanMatch;
  onDone: () => void;
  onAgain: () => void;
}) {
  const { t } = useLingui();
  const bulk = useBulkUpdate(collectionId);
  /** The code picked for each reading that fitted two; absent = not answered, '' = neither. */
  const [picked, setPicked] = useState<Record<number, string>>({});
  const [ticks, setTicks] = useState<Record<number, boolean>>({});

  const items = useMemo(() => {
    const found = new Map<string, FoundCode>(match.found.map((entry) => [entry.code, entry]));
    match.choices.forEach((choice, index) => {
      const code = picked[index];
      if (!code) return;
      const entry = found.get(code);
      found.set(code, { code, boxes: [...(entry?.boxes ?? []), choice.box] });
    });
    const order = new Map(stickers.map((sticker, index) => [sticker.number, index]));
    const ordered = [...found.values()].sort(
      (a, b) => (order.get(a.code) ?? 0) - (order.get(b.code) ?? 0),
    );
    return planScan(ordered, stickers).map((item) => ({
      ...item,
      ticked: ticks[item.id] ?? item.ticked,
    }));
  }, [match, picked, ticks, stickers]);

  // docs/product.md "Scan": "MEX12 — new", "BRA3 — spare (+1)", "FWC1 — already have 2"
  const labelOf = ({ number, kind, count }: ScanItem) => {
    if (kind === 'spare') return t`${number} — spare (+${count})`;
    if (kind === 'have') return t`${number} — already have ${count}`;
    return count > 0 ? t`${number} — new (+${count} spare)` : t`${number} — new`;
  };
  const updates = confirmedUpdates(items);
  const unanswered = match.choices.filter((_, index) => picked[index] === undefined).length;

  const confirm = () => {
    bulk.mutate(updates, {
      onSuccess: (result) => {
        const skipped = result.results.errors.length;
        const done = result.results.success.length;
        toast(
          skipped === 0
            ? {
                title: t`Updated ${plural(done, { one: '# sticker', other: '# stickers' })}`,
                variant: 'success',
              }
            : {
                title: t`Updated ${plural(done, { one: '# sticker', other: '# stickers' })}, ${skipped} skipped`,
                description: result.results.errors[0]?.message,
                variant: 'destructive',
              },
        );
      },
      onError: (error) =>
        toast({
          title: t`Couldn’t save the scanned stickers`,
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });
    // The board shows the change at once (and the outbox keeps it with no signal).
    onDone();
  };

  const boxes: { box: Box; number: number; isOn: boolean }[] = [
    ...items.flatMap((item, index) =>
      item.boxes.map((box) => ({ box, number: index + 1, isOn: item.ticked })),
    ),
    ...match.choices.flatMap((choice, index) =>
      picked[index] ? [] : [{ box: choice.box, number: 0, isOn: false }],
    ),
  ];

  return (
    <div className="grid gap-4">
      <div className="relative overflow-hidden rounded-lg bg-muted">
        <img
          src={photoUrl}
          alt={t`Your photo, with the stickers found outlined`}
          className="block w-full"
        />
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="pointer-events-none absolute inset-0 size-full"
          aria-hidden
          data-scan-boxes
        >
          {boxes.map(({ box, number, isOn }, index) => {
            const pad = Math.max(4, (box.y1 - box.y0) * 0.25);
            const stroke = Math.max(3, width / 250);
            return (
              <g key={index}>
                <rect
                  x={box.x0 - pad}
                  y={box.y0 - pad}
                  width={box.x1 - box.x0 + 2 * pad}
                  height={box.y1 - box.y0 + 2 * pad}
                  rx={pad}
                  fill="none"
                  strokeWidth={stroke}
                  strokeDasharray={isOn ? undefined : `${stroke * 3} ${stroke * 2}`}
                  className={isOn ? 'stroke-primary' : 'stroke-amber-500'}
                />
                {number > 0 && (
                  <text
                    x={box.x0 - pad}
                    y={box.y0 - pad - stroke}
                    fontSize={Math.max(24, width / 40)}
                    fontWeight={800}
                    className={isOn ? 'fill-primary' : 'fill-amber-500'}
                    paintOrder="stroke"
                    stroke="white"
                    strokeWidth={stroke}
                  >
                    {number}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>

      {items.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold">
            <Trans>Found in this photo</Trans>
          </legend>
          <ul className="grid gap-1" aria-label={t`Found in this photo`}>
            {items.map((item, index) => (
              <li key={item.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-muted">
                  <input
                    type="checkbox"
                    className="size-5 accent-primary"
                    checked={item.ticked}
                    onChange={(event) =>
                      setTicks((current) => ({ ...current, [item.id]: event.target.checked }))
                    }
                  />
                  <span
                    aria-hidden
                    className="grid size-6 shrink-0 place-items-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <span className="font-medium">{labelOf(item)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      {match.choices.map((choice, index) => (
        <fieldset key={index} className="grid gap-2 rounded-lg border border-amber-500/60 p-3">
          <legend className="px-1 text-sm font-semibold">
            <Trans>Read “{choice.read}”: which sticker is it?</Trans>
          </legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {[...choice.options, ''].map((option) => (
              <label key={option || 'neither'} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`scan-choice-${index}`}
                  className="size-5 accent-primary"
                  checked={picked[index] === option}
                  onChange={() => setPicked((current) => ({ ...current, [index]: option }))}
                />
                {option || t`Neither`}
              </label>
            ))}
          </div>
        </fieldset>
      ))}

      {unanswered > 0 && (
        <p className="text-sm text-muted-foreground">
          <Trans>Choose for each reading above, or it is left out.</Trans>
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="outline" size="lg" onClick={onAgain}>
          <Trans>Scan again</Trans>
        </Button>
        <Button size="lg" disabled={updates.length === 0} onClick={confirm}>
          {updates.length === 0
            ? t`Nothing to change`
            : t`Confirm ${plural(updates.length, { one: '# change', other: '# changes' })}`}
        </Button>
      </div>
    </div>
  );
}
