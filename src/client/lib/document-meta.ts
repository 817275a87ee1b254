import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../domain/product';

/** A page's title and description: plain text, or a message translated where shown (decision 038). */
export interface PageMeta {
  title: string | MessageDescriptor;
  description: string | MessageDescriptor;
}

/** `meta` in the language of `i18n` (the domain's defaults through its catalog). */
export function translateMeta(i18n: I18n, meta: PageMeta): { title: string; description: string } {
  const text = (m: string | MessageDescriptor) => (typeof m === 'string' ? m : i18n._(m));
  return { title: text(meta.title), description: text(meta.description) };
}

function setDescription(content: string) {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * What a page falls back to when it leaves. The title is DEFAULT_DOCUMENT_TITLE byte for byte in
 * English, as a message (a bare id is no key of the compiled catalogs, and stayed English).
 */
export const defaultMeta: PageMeta = {
  title: msg`${PRODUCT_NAME} — Track, Trade & Share Your Sticker Collection`,
  // DEFAULT_META_DESCRIPTION too (the server's, in the domain's catalog, which the landing page
  // does not load: decision 024), kept in step by document-meta.test.ts.
  description: msg`${PRODUCT_NAME} is the free sticker album tracker for collectors: mark what you need, what you own and what you have spare, record swaps, and share your trade list in Facebook groups as text or an image.`,
};

/** Sets the page's title and meta description, and restores the defaults on leaving. */
export function useDocumentMeta(meta: PageMeta) {
  const { i18n } = useLingui();
  const { title, description } = translateMeta(i18n, meta);
  const defaults = translateMeta(i18n, defaultMeta);
  useEffect(() => {
    document.title = title;
    setDescription(description);
    return () => {
      document.title = defaults.title;
      setDescription(defaults.description);
    };
  }, [title, description, defaults.title, defaults.description]);
}
