import type { PageMeta } from '../lib/document-meta';
import { useDocumentMeta } from '../lib/document-meta';

export const meta: PageMeta = {
  title: 'Privacy Policy',
  description: 'Placeholder description for Privacy Policy.',
};

export function PrivacyPage() {
  useDocumentMeta(meta);
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">Privacy Policy</h1>
    </main>
  );
}
