import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useGroupDirectory } from '../api';
import { GroupEditorDialog } from './group-editor-dialog';
import { GroupEntry } from './group-entry';
import { AdminCard, ListLoadFailed, ListLoading, RefreshButton, StatePanel } from './admin-card';

function DirectoryBody({
  directory,
  onAdd,
}: {
  directory: ReturnType<typeof useGroupDirectory>;
  onAdd: () => void;
}) {
  const { t } = useLingui();
  if (directory.isPending) {
    return <ListLoading label={t`Loading groups...`} />;
  }
  if (directory.isError) {
    return <ListLoadFailed list={directory} title={<Trans>Could not load the groups</Trans>} />;
  }
  if (directory.data.length === 0) {
    return (
      <StatePanel>
        <UsersRound className="size-8" aria-hidden />
        <p>
          <Trans>The directory is empty, so the group finder has nothing to offer yet.</Trans>
        </p>
        <Button onClick={onAdd}>
          <Plus aria-hidden />
          <Trans>Add the first group</Trans>
        </Button>
      </StatePanel>
    );
  }
  return (
    <ul aria-label={t`Facebook groups`}>
      {directory.data.map((entry) => (
        <GroupEntry key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}

function describeDirectory(entries: { status: string }[] | undefined, i18n: I18n) {
  if (!entries) return i18n._(msg`The swap groups the Pro group finder searches.`);
  const suggested = entries.filter((entry) => entry.status === 'suggested').length;
  const approved = entries.length - suggested;
  return suggested > 0
    ? i18n._(
        msg`${approved} approved, ${suggested} waiting for approval. Suggestions from Pro members come first.`,
      )
    : i18n._(msg`${approved} approved. Suggestions from Pro members come first.`);
}

/** docs/product.md "Sharing": the directory admins keep and Pro members suggest to. */
export function GroupDirectoryCard() {
  const directory = useGroupDirectory();
  const [isAdding, setIsAdding] = useState(false);
  const { t, i18n } = useLingui();
  return (
    <AdminCard
      title={<Trans>Facebook group directory</Trans>}
      description={describeDirectory(directory.data, i18n)}
      actions={
        <div className="flex gap-2">
          <RefreshButton list={directory} label={t`Refresh the group directory`} />
          <Button onClick={() => setIsAdding(true)}>
            <Plus aria-hidden />
            <Trans>Add group</Trans>
          </Button>
        </div>
      }
    >
      <DirectoryBody directory={directory} onAdd={() => setIsAdding(true)} />
      <GroupEditorDialog open={isAdding} onOpenChange={setIsAdding} />
    </AdminCard>
  );
}
