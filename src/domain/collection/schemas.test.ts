import { describe, expect, it } from 'vitest';
import { notAllowedCharacterMessage } from '../text';
import { collectionSchema, templateSchema } from './collection';
import {
  collectionStatusSchema,
  collectionTitleSchema,
  createCollectionSchema,
  createTemplateSchema,
  MAX_ALBUM_CODES_TEXT,
} from './schemas';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('createTemplateSchema', () => {
  const valid = { title: '  World Cup 2026 ', totalStickers: 397 };

  it('accepts a name and a total, trimming the name', () => {
    expect(createTemplateSchema.parse(valid)).toEqual({
      title: 'World Cup 2026',
      totalStickers: 397,
    });
  });

  it.each([
    ['', 'Template name is required'],
    ['   ', 'Template name is required'],
    [undefined, 'Template name is required'],
    ['x'.repeat(121), 'Template name must be at most 120 characters'],
    ['Album\u0000', notAllowedCharacterMessage('Template name')],
  ])('rejects title %j with %j', (title, message) => {
    expect(firstMessage(createTemplateSchema.safeParse({ ...valid, title }))).toBe(message);
  });

  it.each([
    [0, 'Total stickers must be at least 1'],
    [-5, 'Total stickers must be at least 1'],
    [10_001, 'Total stickers cannot exceed 10,000'],
    [12.5, 'Total stickers must be a whole number'],
    ['397', 'Total stickers must be a number'],
    [Number.NaN, 'Total stickers must be a number'],
    [null, 'Total stickers must be a number'],
  ])('rejects total %j with %j', (totalStickers, message) => {
    expect(firstMessage(createTemplateSchema.safeParse({ ...valid, totalStickers }))).toBe(message);
  });

  it('accepts totals from 1 to 10,000', () => {
    expect(createTemplateSchema.safeParse({ ...valid, totalStickers: 1 }).success).toBe(true);
    expect(createTemplateSchema.safeParse({ ...valid, totalStickers: 10_000 }).success).toBe(true);
  });

  it("accepts the album's codes instead of a total, as pasted", () => {
    const codes = 'Mexico: MEX1-MEX20\n00';
    expect(createTemplateSchema.parse({ title: ' WC ', codes })).toEqual({ title: 'WC', codes });
  });

  it('asks for a total or the codes when neither or both are given', () => {
    expect(firstMessage(createTemplateSchema.safeParse({ title: 'WC' }))).toBe(
      "Enter a total or paste the album's sticker codes",
    );
    expect(
      firstMessage(createTemplateSchema.safeParse({ title: 'WC', totalStickers: 3, codes: '1-3' })),
    ).toBe("Enter a total or paste the album's sticker codes, not both");
  });

  it.each([
    ['', "Paste the album's sticker codes"],
    [' \n\t', "Paste the album's sticker codes"],
    [7, "The album's sticker codes must be text"],
    [
      '1'.repeat(MAX_ALBUM_CODES_TEXT + 1),
      "The album's sticker codes can be at most 200,000 characters",
    ],
    ['MEX1\u0000', "The album's sticker codes contain a character that is not allowed"],
    ['Team \udc00: 1', "The album's sticker codes contain a character that is not allowed"],
  ])('rejects codes %j with %j', (codes, message) => {
    expect(firstMessage(createTemplateSchema.safeParse({ title: 'WC', codes }))).toBe(message);
  });

  it('takes codes up to 200,000 characters, and whole surrogate pairs such as emoji', () => {
    const long = '1'.repeat(MAX_ALBUM_CODES_TEXT);
    expect(createTemplateSchema.safeParse({ title: 'WC', codes: long }).success).toBe(true);
    expect(createTemplateSchema.safeParse({ title: 'WC', codes: '⚽🏆: 1-3' }).success).toBe(true);
  });
});

describe('collection schemas', () => {
  it('creates a collection from a template id', () => {
    expect(createCollectionSchema.parse({ templateId: 3 })).toEqual({ templateId: 3 });
    expect(createCollectionSchema.safeParse({ templateId: -1 }).success).toBe(false);
  });

  it('takes only active or archived as a status', () => {
    expect(collectionStatusSchema.parse({ status: 'archived' })).toEqual({ status: 'archived' });
    expect(firstMessage(collectionStatusSchema.safeParse({ status: 'deleted' }))).toBe(
      "Status must be 'active' or 'archived'",
    );
  });

  it('requires a collection title', () => {
    expect(firstMessage(collectionTitleSchema.safeParse({ title: '  ' }))).toBe(
      'Collection title is required',
    );
    expect(collectionTitleSchema.parse({ title: ' Mine ' })).toEqual({ title: 'Mine' });
  });

  it('reads a collection as the API sends it', () => {
    const collection = {
      id: 1,
      userId: 2,
      templateId: 3,
      status: 'active',
      isPublic: true,
      findable: false,
      circleOnly: false,
      publicUrl: 'https://swapsies.example/share?collection=HAsCvBzPTMyYvwM1TiOLaA',
      template: { title: 'World Cup 2026', totalStickers: 397 },
    };
    expect(collectionSchema.parse(collection)).toEqual(collection);
    const private_ = { ...collection, isPublic: false, publicUrl: null };
    expect(collectionSchema.parse(private_)).toEqual(private_);
  });

  it('reads a template as the API sends it, with sections for an album of codes', () => {
    const numbered = {
      id: 1,
      title: 'WC',
      totalStickers: 397,
      createdBy: 2,
      sections: null,
      verified: false,
      publisher: null,
      year: null,
      version: 1,
      specialCount: 0,
    };
    expect(templateSchema.parse(numbered)).toEqual(numbered);
    const coded = { ...numbered, totalStickers: 21, sections: [{ title: 'Mexico', count: 20 }] };
    expect(templateSchema.parse(coded)).toEqual(coded);
  });
});
