import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, ClipboardList, Search } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { formatGroupList } from '../../../../domain/sharing/group-list';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { dismissToast, toast } from '../../../components/ui/toast-store';
import { isUpgradeError } from '../../../lib/api-client';
import { useIsOnline } from '../../../lib/use-is-online';
import { showUpgrade } from '../../pro/public';
import { useFindGroups } from '../api';
import { useCopiedFlag } from '../use-copied-flag';
import { GroupCard } from './group-card';
import {
  GroupsNeedConnection,
  GroupsSearchFailed,
  GroupsSearching,
  NoGroupsYet,
} from './groups-search-states';

interface FacebookGroupsDialogProps {
  collectionId: number;
  /** The collection's template title: the dialog's title and what the search looks for. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The empty directory's 'Suggest a group'. */
  onSuggestGroup: () => void;
  /** Copies text with the app's clipboard fallbacks; answers whether it worked. */
  copyText: (text: string, success: { title: string; description?: string }) => Promise<boolean>;
}

/** Runs `search` once when the dialog's content appears, if there is nothing to show yet. */
function SearchOnOpen({ shouldSearch, search }: { shouldSearch: boolean; search: () => void }) {
  const hasRun = useRef(false);
  useEffect(() => {
    // Opened offline, the first search waits for the signal to come back.
    if (hasRun.current || !shouldSearch) return;
    hasRun.current = true;
    search();
  }, [shouldSearch, search]);
  return null;
}

/**
 * The Find Groups dialog (docs/product.md "Sharing"): searches the swap-group directory for the
 * album (at once on the first open), then lists the groups with Open links and a Copy Group List
 * button. Mount it keyed by collection, so another collection starts with no results.
 */
export function FacebookGroupsDialog({
  collectionId,
  title,
  open,
  onOpenChange,
  onSuggestGroup,
  copyText,
}: FacebookGroupsDialogProps) {
  const { i18n, t } = useLingui();
  const find = useFindGroups(collectionId);
  const { mutate } = find;
  // Group search needs the server: offline it waits for a signal instead of failing.
  const isOnline = useIsOnline();
  const { isCopied, markCopied } = useCopiedFlag();
  const groups = find.data;
  const hasGroups = groups !== undefined && groups.length > 0;

  // A retry's answer must not leave the last failure's toast on screen.
  const failureToast = useRef<number>(undefined);

  const search = useCallback(() => {
    if (failureToast.current !== undefined) dismissToast(failureToast.current);
    mutate(undefined, {
      onSuccess: (found) => {
        if (found.length === 0) return;
        toast({
          title: t`Facebook groups found!`,
          description: t`Found ${i18n.number(found.length)} active trading groups for ${title}`,
          variant: 'success',
        });
      },
      onError: (error) => {
        if (isUpgradeError(error)) {
          // Pro ended meanwhile: this dialog gives way to the upgrade dialog.
          onOpenChange(false);
          return showUpgrade();
        }
        failureToast.current = toast({
          title: t`Error`,
          description: t`Failed to find Facebook groups. Please try again.`,
          variant: 'destructive',
        });
      },
    });
  }, [mutate, title, onOpenChange, i18n, t]);

  const copyGroupList = async () => {
    if (!groups) return;
    const copied = await copyText(formatGroupList(title, groups), {
      title: t`Copied to clipboard!`,
      description: t`Facebook group list copied successfully`,
    });
    if (copied) markCopied();
  };

  const isFailed = find.isError && !isUpgradeError(find.error);

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      placement="sheet"
      maxWidth="2xl"
      closeLabel={t`Close groups`}
      title={title}
      description={
        <Trans>
          Active Facebook communities where collectors trade stickers for {title}. Join one, then
          post your trade list there.
        </Trans>
      }
    >
      <SearchOnOpen shouldSearch={isOnline && !hasGroups && !find.isPending} search={search} />
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={find.isPending || !isOnline}
        onClick={search}
      >
        <Search aria-hidden />
        {isOnline ? t`Search Groups` : t`Needs a connection`}
      </Button>

      <div aria-live="polite" className="grid gap-3">
        {!isOnline && !hasGroups && <GroupsNeedConnection />}
        {isOnline && find.isPending && <GroupsSearching />}
        {isFailed && <GroupsSearchFailed onRetry={search} />}
        {groups?.length === 0 && <NoGroupsYet title={title} onSuggest={onSuggestGroup} />}
        {hasGroups && (
          <>
            <p className="text-sm font-semibold text-muted-foreground">
              {t`${plural(groups.length, { one: '# group', other: '# groups' })}, best match first`}
            </p>
            <ul aria-label={t`Facebook groups for ${title}`} className="grid gap-3">
              {groups.map((group, index) => (
                <GroupCard key={`${group.name}-${index}`} group={group} />
              ))}
            </ul>
          </>
        )}
      </div>

      {/* Stays in reach while a long list scrolls under it. */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 border-t bg-card px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={() => onOpenChange(false)}>
          <Trans>Close</Trans>
        </Button>
        {hasGroups && (
          <Button size="lg" onClick={() => void copyGroupList()}>
            {isCopied ? <Check aria-hidden /> : <ClipboardList aria-hidden />}
            {isCopied ? t`Copied!` : t`Copy Group List`}
          </Button>
        )}
      </div>
    </DialogFrame>
  );
}
