import type { PageMeta } from '../lib/document-meta';
import { useDocumentMeta } from '../lib/document-meta';

export const meta: PageMeta = {
  title: 'Swapsies Blog',
  description: 'Placeholder description for Swapsies Blog.',
};

export function BlogIndexPage() {
  useDocumentMeta(meta);
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">Swapsies Blog</h1>
    </main>
  );
}
