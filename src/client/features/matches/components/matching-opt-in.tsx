import { Trans, useLingui } from '@lingui/react/macro';
import { Archive, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { describePublicPage } from '../../../../domain/sharing/audience';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';

interface MatchingOptInProps {
  albumTitle: string;
  findable: boolean;
  isArchived: boolean;
  /** Its public trade list is on: said here too, so "off" never reads as "nobody". */
  isPublic: boolean;
  /** Matched only inside my swap circles (decision 020). */
  circleOnly: boolean;
  onFindableChange: (findable: boolean) => void;
}

/**
 * Opting in to be found (decision 010): what others see, what they never see, and that
 * leaving is one tap away. An archived collection is never matched, so its switch is off. The
 * words say who can see the collection, its public page included (decision 027).
 */
export function MatchingOptIn({
  albumTitle,
  findable,
  isArchived,
  isPublic,
  circleOnly,
  onFindableChange,
}: MatchingOptInProps) {
  const { i18n, t } = useLingui();
  const switchId = useId();
  const explanationId = useId();
  const isOn = findable && !isArchived;

  return (
    <section
      aria-label={t`Matching`}
      className="grid gap-3 rounded-card border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div className="flex items-center justify-between gap-4">
        <Label
          htmlFor={switchId}
          isPlain
          className="flex-1 cursor-pointer py-2 text-base font-bold leading-snug"
        >
          <Trans>Let others find me</Trans>
        </Label>
        <Switch
          id={switchId}
          checked={isOn}
          disabled={isArchived}
          onCheckedChange={onFindableChange}
          aria-describedby={explanationId}
        />
      </div>
      <div id={explanationId} className="grid gap-2 text-sm">
        {isArchived ? (
          <p className="flex gap-2 font-medium">
            <Archive aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <Trans>
              This collection is archived, so it can’t be matched. Make it active on the dashboard
              to find swaps.
            </Trans>
          </p>
        ) : (
          <p className={isOn ? 'font-medium text-owned' : 'font-medium text-muted-foreground'}>
            {isOn
              ? circleOnly
                ? t`On — members of your swap circles who collect this album can find you.`
                : t`On — other collectors of this album can find you.`
              : t`Off — other collectors can’t find this collection in swap matches, and you can’t see theirs.`}
          </p>
        )}
        <p className="text-muted-foreground">
          {i18n._(describePublicPage({ isPublic, circleOnly }))}
        </p>
        <p className="flex gap-2 text-muted-foreground">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <Trans>
              Let collectors of {albumTitle} find you. They see your username and sticker numbers
              only — never your email or name. You can leave any time.
            </Trans>
          </span>
        </p>
      </div>
    </section>
  );
}
