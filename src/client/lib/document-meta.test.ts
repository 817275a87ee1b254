import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_TITLE, DEFAULT_META_DESCRIPTION } from '../../domain/product';
import { defaultMeta, translateMeta } from './document-meta';
import { i18nFor } from './i18n';

describe('the title and description a page falls back to', () => {
  it('is the product default, byte for byte, in English', async () => {
    const meta = translateMeta(await i18nFor('en'), defaultMeta);
    expect(meta).toEqual({ title: DEFAULT_DOCUMENT_TITLE, description: DEFAULT_META_DESCRIPTION });
  });

  it('is said in the language the page is read in', async () => {
    const meta = translateMeta(await i18nFor('de'), defaultMeta);
    expect(meta.title).toMatch(/^Swapsies – Sticker-Sammlung/);
    expect(meta.description).not.toBe(DEFAULT_META_DESCRIPTION);
  });
});
