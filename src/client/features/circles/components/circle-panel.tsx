import { htmlLang, matchLocale } from '../../../../domain/locale';
import type { I18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, Crown, LogOut, RefreshCw, Trash2, UserMinus } from 'lucide-react';
import { useState } from 'react';
import type { CircleDetail } from '../../../../domain/circles/schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { circleInviteUrl } from '../../../paths';
import type { CopyText } from '../../sharing/public';
import { useCircleAction, useRemoveMember, type CircleAction } from '../api';

type Asking = { kind: 'remove'; username: string } | { kind: Exclude<CircleAction, never> };

/** The invite link as the organiser shares it: the full address of this site. */
const inviteLink = (token: string) => new URL(circleInviteUrl(token), window.location.origin).href;

/**
 * One circle (decision 020): its members by username, and what I may do — the organiser copies
 * or renews the invite link, removes members and closes it; a member leaves.
 */
export function CirclePanel({ circle, copyText }: { circle: CircleDetail; copyText: CopyText }) {
  const { i18n, t } = useLingui();
  const action = useCircleAction(circle.id);
  const remove = useRemoveMember(circle.id);
  const [asking, setAsking] = useState<Asking>();
  const close = () => setAsking(undefined);
  const linkId = `circle-${circle.id}-link`;

  const confirm = {
    invite: {
      title: t`Make a new invite link?`,
      description: t`The old link stops working at once. Anyone who already joined stays in.`,
      confirmLabel: t`Make a new link`,
      isDestructive: false,
    },
    close: {
      title: t`Close ${circle.name}?`,
      description: t`Its invite link stops working, and members no longer see matches from it. This cannot be undone.`,
      confirmLabel: t`Close circle`,
      isDestructive: true,
    },
    leave: {
      title: t`Leave ${circle.name}?`,
      description: t`You will no longer see its members’ matches. You can join again with the link.`,
      confirmLabel: t`Leave circle`,
      isDestructive: true,
    },
    remove: {
      title: t`Remove ${asking?.kind === 'remove' ? asking.username : ''}?`,
      description: t`They leave this circle and stop seeing its matches. They could join again with the link, so make a new one if it was shared too widely.`,
      confirmLabel: t`Remove`,
      isDestructive: true,
    },
  }[asking?.kind ?? 'invite'];

  return (
    <section
      aria-labelledby={`circle-${circle.id}-title`}
      className="grid gap-5 rounded-card border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id={`circle-${circle.id}-title`} className="text-xl font-extrabold">
          {circle.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          {circle.isOrganiser
            ? t`You organise this circle`
            : t`Organised by ${circle.organiserUsername}`}{' '}
          · {t`${plural(circle.memberCount, { one: '# member', other: '# members' })}`}
        </p>
      </div>

      {circle.inviteToken && (
        <div className="grid gap-2">
          <Label htmlFor={linkId}>
            <Trans>Invite link</Trans>
          </Label>
          <Input
            id={linkId}
            readOnly
            value={inviteLink(circle.inviteToken)}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className="text-sm text-muted-foreground">
            <Trans>
              Anyone signed in who opens it can join. Members see each other’s usernames only —
              never an email or where they live.
            </Trans>
          </p>
          {circle.inviteExpiresAt && (
            <p className="text-sm text-muted-foreground">
              <Trans>
                It works until {describeInviteExpiry(i18n, circle.inviteExpiresAt)}. Someone you
                remove can’t join again with it: make a new link to invite them back.
              </Trans>
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() =>
                void copyText(inviteLink(circle.inviteToken!), {
                  title: t`Invite link copied`,
                  description: t`Send it to the people you want in ${circle.name}.`,
                })
              }
            >
              <Copy aria-hidden />
              <Trans>Copy invite link</Trans>
            </Button>
            <Button variant="outline" onClick={() => setAsking({ kind: 'invite' })}>
              <RefreshCw aria-hidden />
              <Trans>New link</Trans>
            </Button>
          </div>
        </div>
      )}

      <div className="grid gap-2">
        <h3 className="font-bold">
          <Trans>Members</Trans>
        </h3>
        <ul className="grid divide-y rounded-lg border">
          {circle.members.map((member) => (
            <li
              key={member.username}
              className="flex min-h-12 items-center justify-between gap-3 px-3 py-2"
            >
              <span className="flex min-w-0 items-center gap-2 font-semibold">
                <span className="truncate">{member.username}</span>
                {member.isOrganiser && (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground">
                    <Crown aria-hidden className="size-3.5" />
                    <Trans>organiser</Trans>
                  </span>
                )}
              </span>
              {circle.isOrganiser && !member.isOrganiser && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t`Remove ${member.username}`}
                  onClick={() => setAsking({ kind: 'remove', username: member.username })}
                >
                  <UserMinus aria-hidden />
                  <Trans>Remove</Trans>
                </Button>
              )}
            </li>
          ))}
        </ul>
      </div>

      <div className="border-t pt-4">
        {circle.isOrganiser ? (
          <Button variant="outline" onClick={() => setAsking({ kind: 'close' })}>
            <Trash2 aria-hidden />
            <Trans>Close circle</Trans>
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setAsking({ kind: 'leave' })}>
            <LogOut aria-hidden />
            <Trans>Leave circle</Trans>
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={asking !== undefined}
        onOpenChange={(open) => !open && close()}
        title={confirm.title}
        description={confirm.description}
        confirmLabel={confirm.confirmLabel}
        isDestructive={confirm.isDestructive}
        isPending={action.isPending || remove.isPending}
        onConfirm={() => {
          if (!asking) return;
          if (asking.kind === 'remove') remove.mutate(asking.username, { onSettled: close });
          else action.mutate(asking.kind, { onSettled: close });
        }}
      />
    </section>
  );
}

/**
 * "5 December, 14:30": when an invite link stops working, in the reader's time zone and language
 * (decision 038).
 */
function describeInviteExpiry(i18n: I18n, iso: string): string {
  return new Date(iso).toLocaleString(htmlLang(matchLocale(i18n.locale) ?? 'en'), {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
}
