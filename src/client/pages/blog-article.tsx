import type { PageMeta } from '../lib/document-meta';
import { useDocumentMeta } from '../lib/document-meta';

export const meta: PageMeta = {
  title: 'How we finished our WSL album',
  description: 'Placeholder description for How we finished our WSL album.',
};

export function BlogArticlePage() {
  useDocumentMeta(meta);
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">How we finished our WSL album</h1>
    </main>
  );
}
