import { describe, expect, it } from 'vitest';
import { checklistImportFormSchema, templateVersionFormSchema } from './checklist-forms';

const typed = {
  title: 'Test Cup',
  publisher: 'Panini',
  year: '2026',
  source: ' ',
  notes: '',
  codes: 'Mexico: MEX1-MEX3',
  specials: '',
};

describe('checklistImportFormSchema', () => {
  it('reads the typed year as a number and blank optional fields as none', () => {
    expect(checklistImportFormSchema.parse(typed)).toEqual({
      title: 'Test Cup',
      publisher: 'Panini',
      year: 2026,
      codes: 'Mexico: MEX1-MEX3',
    });
  });

  it('names the field of each problem with the server’s message', () => {
    const result = checklistImportFormSchema.safeParse({ ...typed, year: '' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['year'], 'Year must be a number'],
    ]);
  });
});

describe('templateVersionFormSchema', () => {
  it('keeps the codes and drops blank specials, renames and notes', () => {
    expect(
      templateVersionFormSchema.parse({
        codes: 'Mexico: MEX1-MEX3',
        specials: 'foil: MEX1',
        renames: '  ',
        notes: '',
      }),
    ).toEqual({ codes: 'Mexico: MEX1-MEX3', specials: 'foil: MEX1' });
  });
});
