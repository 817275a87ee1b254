import { useEffect } from 'react';
import { DEFAULT_DOCUMENT_TITLE, DEFAULT_META_DESCRIPTION } from '../../domain/product';

export interface PageMeta {
  title: string;
  description: string;
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

/** Sets the page's title and meta description, and restores the defaults on leaving. */
export function useDocumentMeta(meta: PageMeta) {
  useEffect(() => {
    document.title = meta.title;
    setDescription(meta.description);
    return () => {
      document.title = DEFAULT_DOCUMENT_TITLE;
      setDescription(DEFAULT_META_DESCRIPTION);
    };
  }, [meta.title, meta.description]);
}
