import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { describeVersionChange, versionCodeLists } from './version-change';

// The English words: the messages' own text (decision 038).
const english = setupI18n({ locale: 'en', messages: { en: {} } });

const change = {
  collections: 3,
  added: 6,
  removed: 2,
  renamed: 1,
  retired: 1,
  dryRun: true,
  addedCodes: ['MEX21', 'MEX22'],
  removedCodes: ['FWC19'],
  renamedCodes: [{ from: 'FWC20', to: 'FWC0' }],
};

describe('describeVersionChange', () => {
  it('counts codes from the code lists and stickers across the collections that move', () => {
    expect(describeVersionChange(change, english)).toEqual([
      '2 codes added, 1 renamed, 1 removed.',
      '3 collections move onto it. On their boards: 6 stickers added, 2 stickers deleted (nothing was recorded on them), 1 sticker kept and flagged “No longer in the album”.',
    ]);
  });

  it('says so when no collection uses the album', () => {
    expect(
      describeVersionChange(
        { ...change, collections: 0, added: 0, removed: 0, retired: 0 },
        english,
      ),
    ).toEqual(['2 codes added, 1 renamed, 1 removed.', 'No collection uses this album yet.']);
  });
});

describe('versionCodeLists', () => {
  it('lists the codes added, removed and renamed, leaving out empty lists', () => {
    expect(versionCodeLists(change, english)).toEqual([
      { label: 'Codes added (2)', codes: 'MEX21, MEX22' },
      { label: 'Codes removed (1)', codes: 'FWC19' },
      { label: 'Codes renamed (1)', codes: 'FWC20 → FWC0' },
    ]);
    expect(
      versionCodeLists({ addedCodes: [], removedCodes: ['7'], renamedCodes: [] }, english),
    ).toEqual([{ label: 'Codes removed (1)', codes: '7' }]);
  });
});
