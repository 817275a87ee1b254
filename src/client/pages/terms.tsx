import type { PageMeta } from '../lib/document-meta';
import { useDocumentMeta } from '../lib/document-meta';

export const meta: PageMeta = {
  title: 'Terms of Use',
  description: 'Placeholder description for Terms of Use.',
};

export function TermsPage() {
  useDocumentMeta(meta);
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">Terms of Use</h1>
    </main>
  );
}
