import type { PageMeta } from '../lib/document-meta';
import { useDocumentMeta } from '../lib/document-meta';

export const meta: PageMeta = {
  title: 'Contact',
  description: 'Placeholder description for Contact.',
};

export function ContactPage() {
  useDocumentMeta(meta);
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">Contact</h1>
    </main>
  );
}
