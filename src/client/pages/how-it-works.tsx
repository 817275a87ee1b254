import type { PageMeta } from '../lib/document-meta';
import { useDocumentMeta } from '../lib/document-meta';

export const meta: PageMeta = {
  title: 'How Swapsies Works',
  description: 'Placeholder description for How Swapsies Works.',
};

export function HowItWorksPage() {
  useDocumentMeta(meta);
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">How Swapsies Works</h1>
    </main>
  );
}
