import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeftRight, Check, CircleDashed, Equal, HelpCircle, Lock } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { SkippedSticker } from '../apply-result';
import { groupTitle, type QuickAction, type QuickEntryPlan } from '../plan';
import { NumberChips, type ChipTone } from './number-chips';
import { ReasonList } from './reason-list';

const looks: Record<QuickAction, { icon: typeof Check; ink: string; tone: ChipTone }> = {
  owned: { icon: Check, ink: 'text-owned', tone: 'owned' },
  spares: { icon: ArrowLeftRight, ink: 'text-trade', tone: 'trade' },
  needed: { icon: CircleDashed, ink: 'text-needed', tone: 'needed' },
};

function Part({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="flex items-center gap-2 text-sm font-bold">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

const asReasons = (items: readonly { number: string; reason: string }[]) =>
  items.map(({ number, reason }) => ({ text: number, reason }));

interface QuickEntryPreviewProps {
  plan: QuickEntryPlan;
  isEmpty: boolean;
  /** Stickers the server skipped on the last Apply. */
  skipped: readonly SkippedSticker[];
}

/** Exactly what Apply will change, what is already so, and every piece of text not read. */
export function QuickEntryPreview({ plan, isEmpty, skipped }: QuickEntryPreviewProps) {
  const { i18n, _ } = useLinguiRuntime();
  const { t } = useLingui();
  const iconClass = 'size-4 shrink-0';
  const skippedCount = skipped.length;
  const unchangedCount = plan.unchanged.length;
  const leftAloneCount = plan.leftAlone.length;
  const unreadCount = plan.unread.length;
  // What the server refused is the one thing to read after Apply: bring it into view.
  const skippedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (skipped.length > 0) skippedRef.current?.scrollIntoView({ block: 'center' });
  }, [skipped]);
  return (
    <div className="grid gap-4 rounded-xl border bg-background p-3 sm:p-4">
      <h2 className="text-base font-bold">
        <Trans>Preview</Trans>
      </h2>
      {skipped.length > 0 && (
        <div
          ref={skippedRef}
          role="alert"
          className="grid gap-2 rounded-lg border border-destructive p-3"
        >
          <Part
            icon={<Lock aria-hidden className={`${iconClass} text-destructive`} />}
            title={t`Not saved (${skippedCount})`}
          >
            <ReasonList items={asReasons(skipped)} label={t`Not saved`} />
          </Part>
        </div>
      )}
      {isEmpty && (
        <p className="text-sm text-muted-foreground">
          <Trans>
            As you type, this shows what will change. Nothing is saved until you tap Apply.
          </Trans>
        </p>
      )}
      {plan.groups.map((group) => {
        const look = looks[group.action];
        const Icon = look.icon;
        return (
          <Part
            key={group.action}
            icon={<Icon aria-hidden className={`${iconClass} ${look.ink}`} strokeWidth={3} />}
            title={groupTitle(group, i18n)}
          >
            <NumberChips
              items={group.changes.map((change) => change.label)}
              tone={look.tone}
              label={groupTitle(group, i18n)}
            />
          </Part>
        );
      })}
      {plan.unchanged.length > 0 && (
        <Part
          icon={<Equal aria-hidden className={`${iconClass} text-muted-foreground`} />}
          title={t`No change (${unchangedCount}): already like that`}
        >
          <NumberChips items={plan.unchanged} tone="plain" label={t`No change`} />
        </Part>
      )}
      {plan.leftAlone.length > 0 && (
        <Part
          icon={<Lock aria-hidden className={`${iconClass} text-muted-foreground`} />}
          title={t`Left alone (${leftAloneCount})`}
        >
          <ReasonList items={asReasons(plan.leftAlone)} label={t`Left alone`} />
        </Part>
      )}
      {plan.unread.length > 0 && (
        <Part
          icon={<HelpCircle aria-hidden className={`${iconClass} text-destructive`} />}
          title={t`Not read (${unreadCount})`}
        >
          <ReasonList
            items={plan.unread.map((item) => ({ ...item, reason: _(item.reason) }))}
            label={t`Not read`}
          />
        </Part>
      )}
    </div>
  );
}
