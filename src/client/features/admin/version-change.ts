import type { VersionPublished } from '../../../domain/catalogue/schemas';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

export type VersionChange = Omit<VersionPublished, 'template'>;

/**
 * What a corrected version does, in words. The album's codes: "2 codes added, 1 renamed, 1
 * removed"; then what that does to collectors' boards, where `added`/`removed`/`retired` count
 * stickers across every collection that moves (not codes).
 */
export function describeVersionChange(change: VersionChange): string[] {
  const codes = `${count(change.addedCodes.length, 'code', 'codes')} added, ${change.renamedCodes.length.toLocaleString('en-GB')} renamed, ${change.removedCodes.length.toLocaleString('en-GB')} removed.`;
  if (change.collections === 0) return [codes, 'No collection uses this album yet.'];
  return [
    codes,
    `${count(change.collections, 'collection moves', 'collections move')} onto it. On their boards: ${count(change.added, 'sticker', 'stickers')} added, ${count(change.removed, 'sticker', 'stickers')} deleted (nothing was recorded on them), ${count(change.retired, 'sticker', 'stickers')} kept and flagged “No longer in the album”.`,
  ];
}

/** The album's codes a corrected version adds, removes and renames, as lines to read. */
export function versionCodeLists(
  change: Pick<VersionChange, 'addedCodes' | 'removedCodes' | 'renamedCodes'>,
): { label: string; codes: string }[] {
  return [
    { label: `Codes added (${change.addedCodes.length})`, codes: change.addedCodes.join(', ') },
    {
      label: `Codes removed (${change.removedCodes.length})`,
      codes: change.removedCodes.join(', '),
    },
    {
      label: `Codes renamed (${change.renamedCodes.length})`,
      codes: change.renamedCodes.map(({ from, to }) => `${from} → ${to}`).join(', '),
    },
  ].filter((list) => list.codes !== '');
}
