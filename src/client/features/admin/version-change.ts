import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { VersionPublished } from '../../../domain/catalogue/schemas';

export type VersionChange = Omit<VersionPublished, 'template'>;

/**
 * What a corrected version does, in words (in `i18n`'s language, decision 038). The album's codes:
 * "2 codes added, 1 renamed, 1 removed"; then what that does to collectors' boards, where
 * `added`/`removed`/`retired` count stickers across every collection that moves (not codes).
 */
export function describeVersionChange(change: VersionChange, i18n: I18n): string[] {
  const added = change.addedCodes.length;
  const renamed = i18n.number(change.renamedCodes.length);
  const removed = i18n.number(change.removedCodes.length);
  const codes = i18n._(
    msg`${plural(added, {
      one: `# code added, ${renamed} renamed, ${removed} removed.`,
      other: `# codes added, ${renamed} renamed, ${removed} removed.`,
    })}`,
  );
  if (change.collections === 0) {
    return [codes, i18n._(msg`No collection uses this album yet.`)];
  }
  const moves = i18n._(
    msg`${plural(change.collections, { one: '# collection moves', other: '# collections move' })}`,
  );
  const stickersAdded = i18n._(
    msg`${plural(change.added, { one: '# sticker', other: '# stickers' })}`,
  );
  const stickersDeleted = i18n._(
    msg`${plural(change.removed, { one: '# sticker', other: '# stickers' })}`,
  );
  const stickersKept = i18n._(
    msg`${plural(change.retired, { one: '# sticker', other: '# stickers' })}`,
  );
  return [
    codes,
    i18n._(
      msg`${moves} onto it. On their boards: ${stickersAdded} added, ${stickersDeleted} deleted (nothing was recorded on them), ${stickersKept} kept and flagged “No longer in the album”.`,
    ),
  ];
}

/** The album's codes a corrected version adds, removes and renames, as lines to read. */
export function versionCodeLists(
  change: Pick<VersionChange, 'addedCodes' | 'removedCodes' | 'renamedCodes'>,
  i18n: I18n,
): { label: string; codes: string }[] {
  const added = change.addedCodes.length;
  const removed = change.removedCodes.length;
  const renamed = change.renamedCodes.length;
  return [
    { label: i18n._(msg`Codes added (${added})`), codes: change.addedCodes.join(', ') },
    { label: i18n._(msg`Codes removed (${removed})`), codes: change.removedCodes.join(', ') },
    {
      label: i18n._(msg`Codes renamed (${renamed})`),
      codes: change.renamedCodes.map(({ from, to }) => `${from} → ${to}`).join(', '),
    },
  ].filter((list) => list.codes !== '');
}
